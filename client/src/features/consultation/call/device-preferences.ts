/** The devices a user chose (waiting room or call): kept in this browser, used by the next call too. */
export type DeviceChoice = { camera?: string; microphone?: string; speaker?: string }

const KEY = 'telerawat.call.devices'

export function readDeviceChoice(): DeviceChoice {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? '{}') as unknown
    return value && typeof value === 'object' ? (value as DeviceChoice) : {}
  } catch {
    return {}
  }
}

export function saveDeviceChoice(change: DeviceChoice) {
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...readDeviceChoice(), ...change }))
  } catch {
    // private mode or storage full: the choice lasts for this page only
  }
}

/** getUserMedia constraints for the chosen devices (ideal: a device unplugged since falls back to another). */
export function mediaConstraints(choice: DeviceChoice, want: { audio: boolean; video: boolean }): MediaStreamConstraints {
  return {
    audio: want.audio
      ? { ...(choice.microphone ? { deviceId: { ideal: choice.microphone } } : {}), echoCancellation: true, noiseSuppression: true }
      : false,
    video: want.video
      ? {
          ...(choice.camera ? { deviceId: { ideal: choice.camera } } : {}),
          width: { ideal: 640 },
          height: { ideal: 480 },
          frameRate: { ideal: 24, max: 30 },
        }
      : false,
  }
}

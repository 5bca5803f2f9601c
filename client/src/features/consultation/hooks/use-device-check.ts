import { useCallback, useEffect, useState } from 'react'
import { readDeviceChoice } from '../call/device-preferences'
import { hasDevice, stateFromError, stateFromPermission, type DeviceKind, type DeviceState } from '../lib/device-check'

type Devices = Record<DeviceKind, DeviceState>

/** The devices chosen in the pickers (the call then uses the same ones). */
function constraintsFor(kind: DeviceKind): MediaStreamConstraints {
  const choice = readDeviceChoice()
  return kind === 'camera'
    ? { video: { width: 320, height: 240, ...(choice.camera ? { deviceId: { ideal: choice.camera } } : {}) }, audio: false }
    : { audio: choice.microphone ? { deviceId: { ideal: choice.microphone } } : true, video: false }
}

async function permissionOf(kind: DeviceKind): Promise<PermissionState | null> {
  try {
    // 'camera' and 'microphone' are Chromium's and Firefox's names; Safari may throw
    return (await navigator.permissions?.query({ name: kind as PermissionName }))?.state ?? null
  } catch {
    return null
  }
}

const stopAll = (stream: MediaStream | null) => stream?.getTracks().forEach((track) => track.stop())

/**
 * The waiting room's device check: for the camera and the microphone, whether the browser allows
 * them and whether one is there (getUserMedia, the device list and the Permissions API). The
 * camera's stream feeds the self-view preview; every track stops when the screen leaves the
 * waiting room (unmount) or checks again.
 */
export function useDeviceCheck() {
  const [devices, setDevices] = useState<Devices>({ camera: 'checking', microphone: 'checking' })
  const [preview, setPreview] = useState<MediaStream | null>(null)
  // which check is current, and the camera stream it holds (a plain object: the cleanup must see the latest)
  const [run] = useState(() => ({ attempt: 0, held: null as MediaStream | null }))

  const check = useCallback(async () => {
    const attempt = ++run.attempt
    stopAll(run.held)
    run.held = null
    setPreview(null)
    setDevices({ camera: 'checking', microphone: 'checking' })
    const media = navigator.mediaDevices
    if (!media?.getUserMedia) {
      setDevices({ camera: 'unsupported', microphone: 'unsupported' })
      return
    }
    const listed = await media.enumerateDevices().catch(() => null)
    const result: Partial<Devices> = {}
    for (const kind of ['camera', 'microphone'] as const) {
      if (listed && !hasDevice(listed, kind)) {
        result[kind] = 'missing'
        continue
      }
      const known = stateFromPermission(await permissionOf(kind))
      if (known) {
        result[kind] = known
        continue
      }
      try {
        const stream = await media.getUserMedia(constraintsFor(kind))
        if (attempt !== run.attempt) {
          stopAll(stream) // a newer check (or unmount) took over
          return
        }
        result[kind] = 'granted'
        if (kind === 'camera') {
          run.held = stream
          setPreview(stream)
        } else {
          stopAll(stream) // the microphone is only tested, never kept open
        }
      } catch (error) {
        result[kind] = stateFromError(error)
      }
      if (attempt !== run.attempt) return
    }
    if (attempt === run.attempt) setDevices({ camera: result.camera ?? 'error', microphone: result.microphone ?? 'error' })
  }, [run])

  useEffect(() => {
    void check()
    return () => {
      run.attempt++ // an answer still on its way is dropped (and its tracks stopped)
      stopAll(run.held)
      run.held = null
    }
  }, [check, run])

  return { ...devices, preview, recheck: check }
}

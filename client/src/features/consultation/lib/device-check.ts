/** One device of the waiting room's check (camera or microphone). */
export type DeviceState = 'checking' | 'granted' | 'denied' | 'missing' | 'unsupported' | 'error'

export type DeviceKind = 'camera' | 'microphone'

/**
 * What a failed getUserMedia means for the user: they (or the browser's settings) refused, or
 * there is no such device. DOMException names from the Media Capture spec.
 */
export function stateFromError(error: unknown): DeviceState {
  const name = error && typeof error === 'object' && 'name' in error ? String((error as { name: unknown }).name) : ''
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError': // older Chromium
    case 'SecurityError':
      return 'denied'
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'missing'
    default:
      return 'error'
  }
}

/** The permission the Permissions API reports, before asking: 'denied' is final until the user changes the browser's settings. */
export function stateFromPermission(permission: PermissionState | null): DeviceState | null {
  return permission === 'denied' ? 'denied' : null
}

/** Whether the device list (kinds are listed even before permission) has one of this kind. */
export function hasDevice(devices: readonly Pick<MediaDeviceInfo, 'kind'>[], kind: DeviceKind): boolean {
  return devices.some((d) => d.kind === (kind === 'camera' ? 'videoinput' : 'audioinput'))
}

/** Ready to join: both allowed. A missing or refused device does not block joining (the call can run without it). */
export const devicesReady = (camera: DeviceState, microphone: DeviceState) => camera === 'granted' && microphone === 'granted'

import { describe, expect, it } from 'vitest'
import { devicesReady, hasDevice, stateFromError, stateFromPermission } from './device-check'

describe('device check', () => {
  it('maps getUserMedia failures to refused or not found', () => {
    expect(stateFromError(new DOMException('no', 'NotAllowedError'))).toBe('denied')
    expect(stateFromError({ name: 'PermissionDeniedError' })).toBe('denied')
    expect(stateFromError(new DOMException('none', 'NotFoundError'))).toBe('missing')
    expect(stateFromError({ name: 'OverconstrainedError' })).toBe('missing')
    expect(stateFromError(new DOMException('busy', 'NotReadableError'))).toBe('error')
    expect(stateFromError('weird')).toBe('error')
  })

  it('a permission already denied is final; granted or prompt still asks', () => {
    expect(stateFromPermission('denied')).toBe('denied')
    expect(stateFromPermission('granted')).toBeNull()
    expect(stateFromPermission('prompt')).toBeNull()
    expect(stateFromPermission(null)).toBeNull()
  })

  it('finds a camera or microphone by kind', () => {
    const devices = [{ kind: 'audioinput' as const }, { kind: 'audiooutput' as const }]
    expect(hasDevice(devices, 'microphone')).toBe(true)
    expect(hasDevice(devices, 'camera')).toBe(false)
  })

  it('ready only when both are allowed', () => {
    expect(devicesReady('granted', 'granted')).toBe(true)
    expect(devicesReady('granted', 'missing')).toBe(false)
  })
})

import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { readDeviceChoice, saveDeviceChoice, type DeviceChoice } from './device-preferences'

type PickerKind = keyof DeviceChoice
const KINDS: Record<PickerKind, MediaDeviceKind> = { camera: 'videoinput', microphone: 'audioinput', speaker: 'audiooutput' }

/** The browser's devices, listed again when one is plugged in or out. */
function useDevices(refreshKey: unknown) {
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([])
  useEffect(() => {
    const media = navigator.mediaDevices
    if (!media?.enumerateDevices) return
    let active = true
    const list = () =>
      void media.enumerateDevices().then(
        (found) => active && setDevices(found),
        () => {}
      )
    list()
    media.addEventListener?.('devicechange', list)
    return () => {
      active = false
      media.removeEventListener?.('devicechange', list)
    }
  }, [refreshKey]) // labels appear once a device was allowed: list again then
  return devices
}

/**
 * Camera, microphone and speaker choices (native selects: keyboard and screen readers work as
 * everywhere). The choice is kept in this browser; `onChange` applies it to a running call.
 */
type PickersProps = {
  onChange?: (kind: PickerKind, choice: DeviceChoice) => void
  /** a change (e.g. a device was allowed) lists the devices again */
  refreshKey?: unknown
}

export function DevicePickers({ onChange, refreshKey }: PickersProps) {
  const { t } = useTranslation()
  const devices = useDevices(refreshKey)
  const [choice, setChoice] = useState<DeviceChoice>(readDeviceChoice)
  const baseId = useId()
  // a speaker can be chosen only where the browser can route audio (setSinkId)
  const canChooseSpeaker = typeof HTMLMediaElement !== 'undefined' && 'setSinkId' in HTMLMediaElement.prototype

  return (
    <div className="grid gap-3" data-testid="device-pickers">
      {(Object.keys(KINDS) as PickerKind[]).map((kind) => {
        if (kind === 'speaker' && !canChooseSpeaker) return null
        const options = devices.filter((d) => d.kind === KINDS[kind] && d.deviceId)
        const id = `${baseId}-${kind}`
        return (
          <div key={kind} className="grid gap-1.5">
            <label htmlFor={id} className="text-sm font-medium">
              {t(`consultation.video.devices.${kind}`)}
            </label>
            <select
              id={id}
              data-testid={`device-select-${kind}`}
              className="h-10 w-full min-w-0 rounded-md border border-input bg-card px-3 text-sm focus-visible:ring-[3px] focus-visible:ring-ring/30 focus-visible:outline-none"
              value={choice[kind] ?? ''}
              onChange={(event) => {
                const change = { [kind]: event.target.value || undefined }
                saveDeviceChoice(change)
                const next = { ...choice, ...change }
                setChoice(next)
                onChange?.(kind, next)
              }}
            >
              <option value="">{t('consultation.video.devices.systemDefault')}</option>
              {options.map((device, n) => (
                <option key={device.deviceId} value={device.deviceId}>
                  {device.label ||
                    t('consultation.video.devices.unnamed', { kind: t(`consultation.video.devices.${kind}`), n: n + 1 })}
                </option>
              ))}
            </select>
          </div>
        )
      })}
    </div>
  )
}

import { Camera, CheckCircle2, Mic, RefreshCw, VideoOff, XCircle } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/utils'
import { DevicePickers } from '../call/device-pickers'
import { useDeviceCheck } from '../hooks/use-device-check'
import { devicesReady, type DeviceKind, type DeviceState } from '../lib/device-check'

const tone: Record<DeviceState, string> = {
  checking: 'text-muted-foreground',
  granted: 'text-emerald-700',
  denied: 'text-destructive',
  missing: 'text-amber-700',
  unsupported: 'text-amber-700',
  error: 'text-amber-700',
}

function DeviceRow({ kind, state }: { kind: DeviceKind; state: DeviceState }) {
  const { t } = useTranslation()
  const Icon = kind === 'camera' ? Camera : Mic
  return (
    <li
      className="flex items-center gap-3 rounded-lg border bg-background px-3 py-2.5"
      data-testid={`device-${kind}`}
      data-state={state}
    >
      <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
      <span className="text-sm font-medium">{t(`waitingRoom.devices.${kind}`)}</span>
      <span className={cn('ml-auto flex items-center gap-1.5 text-right text-sm font-medium', tone[state])} role="status">
        {state === 'checking' ? <Spinner className="size-3.5" /> : null}
        {state === 'granted' ? <CheckCircle2 className="size-4" aria-hidden /> : null}
        {state === 'denied' ? <XCircle className="size-4" aria-hidden /> : null}
        {t(`waitingRoom.devices.states.${state}`)}
      </span>
    </li>
  )
}

/**
 * Camera and microphone: allowed, refused (with the way out) or not there; a small self-view when the
 * camera is allowed; the devices chosen here are the ones the call uses.
 */
export function DeviceCheck() {
  const { t } = useTranslation()
  const { camera, microphone, preview, recheck } = useDeviceCheck()
  const video = useRef<HTMLVideoElement>(null)

  useEffect(() => {
    if (video.current) video.current.srcObject = preview
  }, [preview])

  const checking = camera === 'checking' || microphone === 'checking'
  return (
    <Card className="gap-4 self-start p-5" data-testid="device-check">
      <div>
        <h2 className="text-base font-semibold">{t('waitingRoom.devices.title')}</h2>
        <p className="text-sm text-muted-foreground">{t('waitingRoom.devices.hint')}</p>
      </div>
      <div
        className="relative mx-auto aspect-video w-full max-w-72 overflow-hidden rounded-lg bg-slate-800"
        data-testid="device-preview"
        data-camera={preview ? 'on' : 'off'}
      >
        {preview ? (
          <video
            ref={video}
            autoPlay
            muted
            playsInline
            aria-label={t('waitingRoom.devices.preview')}
            className="size-full -scale-x-100 object-cover"
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-1.5 text-xs text-slate-300">
            <VideoOff className="size-5" aria-hidden />
            {t('waitingRoom.devices.noPreview')}
          </div>
        )}
      </div>
      <ul className="grid gap-2">
        <DeviceRow kind="camera" state={camera} />
        <DeviceRow kind="microphone" state={microphone} />
      </ul>
      <DevicePickers onChange={(kind) => kind !== 'speaker' && void recheck()} refreshKey={preview} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-emerald-700">{devicesReady(camera, microphone) ? t('waitingRoom.devices.ready') : null}</p>
        <Button variant="outline" size="sm" onClick={() => void recheck()} disabled={checking}>
          <RefreshCw aria-hidden />
          {t('waitingRoom.devices.recheck')}
        </Button>
      </div>
    </Card>
  )
}

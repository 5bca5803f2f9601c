import { Mic, MicOff, PhoneOff, ScreenShare, ScreenShareOff, Settings2, Video, VideoOff, type LucideIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { cn } from '@/lib/utils'
import type { ConsultationRole } from '@modules/scheduling/contracts/presence'
import { DevicePickers } from '../call/device-pickers'
import type { DeviceChoice } from '../call/device-preferences'

type CallControlsProps = {
  role: ConsultationRole
  mic: boolean
  camera: boolean
  screen: boolean
  /** false: the control is off because the device is missing or refused */
  canMic: boolean
  canShare: boolean
  onMic: () => void
  onCamera: () => void
  onShare: () => void
  onDevice: (kind: keyof DeviceChoice, choice: DeviceChoice) => void
  onHangUp: () => void
}

/** Mic, camera, screen share, device settings and hang-up: each one acts on the call itself. */
export function CallControls(props: CallControlsProps) {
  const { t } = useTranslation()
  const [settingsOpen, setSettingsOpen] = useState(false)
  const { role, mic, camera, screen } = props
  return (
    <div
      className="flex flex-wrap items-center justify-center gap-3 border-t border-white/10 bg-slate-900 px-4 py-3"
      data-testid="call-controls"
    >
      <ControlButton
        on={mic}
        onIcon={Mic}
        offIcon={MicOff}
        label={t(mic ? 'consultation.video.micOn' : 'consultation.video.micOff')}
        disabled={!props.canMic}
        onClick={props.onMic}
        testId="control-mic"
      />
      <ControlButton
        on={camera}
        onIcon={Video}
        offIcon={VideoOff}
        label={t(camera ? 'consultation.video.videoOn' : 'consultation.video.videoOff')}
        onClick={props.onCamera}
        testId="control-camera"
      />
      {props.canShare ? (
        <ControlButton
          on={!screen}
          onIcon={ScreenShare}
          offIcon={ScreenShareOff}
          label={t(screen ? 'consultation.video.shareOn' : 'consultation.video.shareOff')}
          pressed={screen}
          onClick={props.onShare}
          testId="control-share"
        />
      ) : null}
      <ControlButton
        on
        onIcon={Settings2}
        offIcon={Settings2}
        label={t('consultation.video.devices.open')}
        onClick={() => setSettingsOpen(true)}
        testId="control-devices"
      />
      <button
        type="button"
        onClick={props.onHangUp}
        aria-label={t(role === 'PROVIDER' ? 'consultation.video.hangUpProvider' : 'consultation.video.hangUpPatient')}
        title={t('consultation.video.hangUp')}
        data-testid="control-hang-up"
        className="flex h-11 w-16 items-center justify-center rounded-full bg-red-600 text-white transition hover:bg-red-500 focus-visible:ring-[3px] focus-visible:ring-red-400/60 focus-visible:outline-none"
      >
        <PhoneOff className="size-5" aria-hidden />
      </button>
      <Dialog open={settingsOpen} onOpenChange={setSettingsOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('consultation.video.devices.title')}</DialogTitle>
            <DialogDescription>{t('consultation.video.devices.description')}</DialogDescription>
          </DialogHeader>
          <DevicePickers onChange={props.onDevice} refreshKey={settingsOpen} />
        </DialogContent>
      </Dialog>
    </div>
  )
}

type ControlProps = {
  on: boolean
  onIcon: LucideIcon
  offIcon: LucideIcon
  label: string
  onClick: () => void
  pressed?: boolean
  disabled?: boolean
  testId: string
}

function ControlButton({ on, onIcon: OnIcon, offIcon: OffIcon, label, onClick, pressed, disabled, testId }: ControlProps) {
  const Icon = on ? OnIcon : OffIcon
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      aria-pressed={pressed}
      title={label}
      disabled={disabled}
      data-testid={testId}
      className={cn(
        'flex size-11 items-center justify-center rounded-full transition focus-visible:ring-[3px] focus-visible:ring-white/40 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-40',
        on ? 'bg-white/10 text-white hover:bg-white/20' : 'bg-white text-slate-900 hover:bg-white/90'
      )}
    >
      <Icon className="size-5" aria-hidden />
    </button>
  )
}

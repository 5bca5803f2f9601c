import { ExternalLink, Mic, MicOff, PhoneOff, ScreenShare, ScreenShareOff, Video, VideoOff, type LucideIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/utils'
import type { ConsultationRole } from '@modules/scheduling/contracts/presence'
import { SelfView } from './self-view'

type VideoAreaProps = {
  meetLink: string | null
  role: ConsultationRole
  selfName: string
  onHangUp: () => void
}

/**
 * docs/product.md#consultation-session video: the appointment's own meeting room embedded, a self-view tile, mic /
 * video / share toggles (local state: the call's own controls live in the frame) and hang-up.
 */
export function VideoArea({ meetLink, role, selfName, onHangUp }: VideoAreaProps) {
  const { t } = useTranslation()
  const [micOn, setMicOn] = useState(true)
  const [videoOn, setVideoOn] = useState(true)
  const [sharing, setSharing] = useState(false)

  return (
    <section
      aria-label={t('consultation.video.title')}
      className="relative flex min-h-[24rem] flex-col overflow-hidden rounded-xl bg-slate-950 shadow-sm md:min-h-[28rem] xl:min-h-0"
      data-testid="video-area"
    >
      <div className="relative flex-1">
        {meetLink ? (
          <iframe
            src={meetLink}
            title={t('consultation.video.frameTitle')}
            allow="camera; microphone; fullscreen; display-capture"
            allowFullScreen
            className="absolute inset-0 size-full border-0"
            data-testid="meet-frame"
          />
        ) : (
          <p className="absolute inset-0 flex items-center justify-center p-6 text-center text-sm text-slate-300">
            {t('consultation.video.noLink')}
          </p>
        )}
        <div className="absolute right-3 bottom-3">
          <SelfView name={selfName} videoOn={videoOn} />
        </div>
        {meetLink ? (
          <a
            href={meetLink}
            target="_blank"
            rel="noreferrer"
            className="absolute top-3 right-3 inline-flex items-center gap-1.5 rounded-md bg-black/55 px-2.5 py-1.5 text-xs font-medium text-white hover:bg-black/70"
          >
            <ExternalLink className="size-3.5" aria-hidden />
            {t('consultation.video.openExternal')}
          </a>
        ) : null}
      </div>
      <div className="flex items-center justify-center gap-3 border-t border-white/10 bg-slate-900 px-4 py-3">
        <ControlButton
          on={micOn}
          onIcon={Mic}
          offIcon={MicOff}
          label={t(micOn ? 'consultation.video.micOn' : 'consultation.video.micOff')}
          onClick={() => setMicOn(!micOn)}
        />
        <ControlButton
          on={videoOn}
          onIcon={Video}
          offIcon={VideoOff}
          label={t(videoOn ? 'consultation.video.videoOn' : 'consultation.video.videoOff')}
          onClick={() => setVideoOn(!videoOn)}
        />
        <ControlButton
          on={!sharing}
          onIcon={ScreenShare}
          offIcon={ScreenShareOff}
          label={t(sharing ? 'consultation.video.shareOn' : 'consultation.video.shareOff')}
          pressed={sharing}
          onClick={() => setSharing(!sharing)}
        />
        <button
          type="button"
          onClick={onHangUp}
          aria-label={t(role === 'PROVIDER' ? 'consultation.video.hangUpProvider' : 'consultation.video.hangUpPatient')}
          title={t('consultation.video.hangUp')}
          className="flex h-11 w-16 items-center justify-center rounded-full bg-red-600 text-white transition hover:bg-red-500 focus-visible:ring-[3px] focus-visible:ring-red-400/60 focus-visible:outline-none"
        >
          <PhoneOff className="size-5" aria-hidden />
        </button>
      </div>
    </section>
  )
}

type ControlProps = { on: boolean; onIcon: LucideIcon; offIcon: LucideIcon; label: string; onClick: () => void; pressed?: boolean }

function ControlButton({ on, onIcon: OnIcon, offIcon: OffIcon, label, onClick, pressed }: ControlProps) {
  const Icon = on ? OnIcon : OffIcon
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      aria-pressed={pressed}
      title={label}
      className={cn(
        'flex size-11 items-center justify-center rounded-full transition focus-visible:ring-[3px] focus-visible:ring-white/40 focus-visible:outline-none',
        on ? 'bg-white/10 text-white hover:bg-white/20' : 'bg-white text-slate-900 hover:bg-white/90'
      )}
    >
      <Icon className="size-5" aria-hidden />
    </button>
  )
}

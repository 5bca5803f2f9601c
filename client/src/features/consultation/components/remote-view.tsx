import { MicOff, ScreenShare } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { getInitials } from '@/lib/user'
import type { RemoteState } from '../call/call-session'

type RemoteViewProps = {
  stream: MediaStream | null
  name: string
  remoteState: RemoteState | null
  /** the speaker chosen in the device settings */
  speakerId?: string
}

/**
 * The other side: their video and sound (one media element), or their initials while they send no
 * video (camera off, audio only on a weak connection); their muted microphone and screen share told.
 */
export function RemoteView({ stream, name, remoteState, speakerId }: RemoteViewProps) {
  const { t } = useTranslation()
  const media = useRef<HTMLVideoElement>(null)
  const showVideo = remoteState ? remoteState.camera || remoteState.screen : true
  const videoPaused = remoteState?.audioOnly === true

  useEffect(() => {
    if (media.current && media.current.srcObject !== stream) media.current.srcObject = stream
  }, [stream])

  useEffect(() => {
    const element = media.current as (HTMLVideoElement & { setSinkId?: (id: string) => Promise<void> }) | null
    if (element?.setSinkId) void element.setSinkId(speakerId ?? '').catch(() => {})
  }, [speakerId])

  const tile = !showVideo || videoPaused
  return (
    <div className="absolute inset-0" data-testid="remote-view" data-tile={tile ? 'initials' : 'video'}>
      {/* kept playing while hidden: the sound comes from the same element */}
      <video
        ref={media}
        autoPlay
        playsInline
        data-testid="remote-video"
        aria-label={name}
        className={tile ? 'absolute size-px opacity-0' : 'absolute inset-0 size-full bg-black object-contain'}
      />
      {tile ? (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-3" data-testid="remote-initials">
          <span className="flex size-24 items-center justify-center rounded-full bg-primary text-3xl font-semibold text-primary-foreground">
            {getInitials(name)}
          </span>
          <span className="text-sm text-slate-200">
            {videoPaused ? t('consultation.video.audioOnlyRemote', { name }) : t('consultation.video.remoteCameraOff')}
          </span>
        </div>
      ) : null}
      <div className="absolute top-3 right-40 left-3 flex min-w-0 flex-wrap gap-2">
        {remoteState && !remoteState.mic ? (
          <span
            className="flex items-center gap-1 rounded-md bg-black/65 px-2 py-1 text-xs font-medium text-white"
            data-testid="remote-mic-off"
          >
            <MicOff className="size-3.5" aria-hidden />
            {t('consultation.video.remoteMicOff')}
          </span>
        ) : null}
        {remoteState && remoteState.quality !== 'unknown' ? (
          <span
            className="max-w-full truncate rounded-md bg-black/65 px-2 py-1 text-xs font-medium text-white"
            data-testid="remote-quality"
            data-quality={remoteState.quality}
          >
            {t('consultation.video.quality.remote', { name, quality: t(`consultation.video.quality.${remoteState.quality}`) })}
          </span>
        ) : null}
        {remoteState?.screen ? (
          <span
            className="flex items-center gap-1 rounded-md bg-black/65 px-2 py-1 text-xs font-medium text-white"
            data-testid="remote-screen"
          >
            <ScreenShare className="size-3.5" aria-hidden />
            {t('consultation.video.remoteScreen', { name })}
          </span>
        ) : null}
      </div>
    </div>
  )
}

import { ScreenShare, VideoOff } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { getInitials } from '@/lib/user'

type SelfViewProps = { name: string; stream: MediaStream | null; videoOn: boolean; screen: boolean }

/**
 * The self-view tile: exactly the stream the call sends (one capture), muted so there is no echo;
 * the user's initials when no video is sent.
 */
export function SelfView({ name, stream, videoOn, screen }: SelfViewProps) {
  const { t } = useTranslation()
  const video = useRef<HTMLVideoElement>(null)
  const showing = !!stream && videoOn

  useEffect(() => {
    if (video.current) video.current.srcObject = showing ? stream : null
  }, [stream, showing])

  return (
    <div
      className="relative aspect-video w-28 overflow-hidden rounded-lg border border-white/15 bg-slate-800 shadow-lg sm:w-40 lg:w-48"
      data-testid="self-view"
      data-camera={showing ? 'on' : 'off'}
    >
      {showing ? (
        <video
          ref={video}
          autoPlay
          muted
          playsInline
          className={screen ? 'size-full object-contain' : 'size-full -scale-x-100 object-cover'}
        />
      ) : (
        <div className="flex size-full flex-col items-center justify-center gap-1.5">
          <span className="flex size-12 items-center justify-center rounded-full bg-primary text-base font-semibold text-primary-foreground">
            {getInitials(name)}
          </span>
          <span className="flex items-center gap-1 text-[11px] text-slate-300">
            <VideoOff className="size-3" aria-hidden />
            {t('consultation.video.cameraOff')}
          </span>
        </div>
      )}
      <span className="absolute bottom-1.5 left-1.5 flex items-center gap-1 rounded bg-black/55 px-1.5 py-0.5 text-[11px] font-medium text-white">
        {screen ? <ScreenShare className="size-3" aria-hidden /> : null}
        {t('consultation.video.selfView')}
      </span>
    </div>
  )
}

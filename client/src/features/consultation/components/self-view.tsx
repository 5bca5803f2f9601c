import { VideoOff } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { getInitials } from '@/lib/user'

/**
 * The self-view tile: a camera preview when the browser allows it (video only, so no echo),
 * otherwise the user's initials. The call itself runs in the meeting frame.
 */
export function SelfView({ name, videoOn }: { name: string; videoOn: boolean }) {
  const { t } = useTranslation()
  const video = useRef<HTMLVideoElement>(null)
  const [stream, setStream] = useState<MediaStream | null>(null)

  useEffect(() => {
    if (!videoOn || !navigator.mediaDevices?.getUserMedia) return
    let cancelled = false
    let acquired: MediaStream | null = null
    navigator.mediaDevices
      .getUserMedia({ video: { width: 320, height: 240 }, audio: false })
      .then((media) => {
        acquired = media
        if (cancelled) media.getTracks().forEach((track) => track.stop())
        else setStream(media)
      })
      .catch(() => setStream(null)) // denied or no camera: the avatar stays
    return () => {
      cancelled = true
      acquired?.getTracks().forEach((track) => track.stop())
      setStream(null)
    }
  }, [videoOn])

  useEffect(() => {
    if (video.current) video.current.srcObject = stream
  }, [stream])

  return (
    <div
      className="relative aspect-video w-28 overflow-hidden rounded-lg border border-white/15 bg-slate-800 shadow-lg sm:w-40 lg:w-48"
      data-testid="self-view"
      data-camera={stream ? 'on' : 'off'}
    >
      {stream ? (
        <video ref={video} autoPlay muted playsInline className="size-full -scale-x-100 object-cover" />
      ) : (
        <div className="flex size-full flex-col items-center justify-center gap-1.5">
          <span className="flex size-12 items-center justify-center rounded-full bg-primary text-base font-semibold text-primary-foreground">
            {getInitials(name)}
          </span>
          {!videoOn ? (
            <span className="flex items-center gap-1 text-[11px] text-slate-300">
              <VideoOff className="size-3" aria-hidden />
              {t('consultation.video.cameraOff')}
            </span>
          ) : null}
        </div>
      )}
      <span className="absolute bottom-1.5 left-1.5 rounded bg-black/55 px-1.5 py-0.5 text-[11px] font-medium text-white">
        {t('consultation.video.selfView')}
      </span>
    </div>
  )
}

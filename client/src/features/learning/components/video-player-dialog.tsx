import { ExternalLink } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import type { VideoDto } from '@/api/openapi'

const watchUrl = (video: VideoDto) =>
  video.type === 'playlist'
    ? `https://www.youtube.com/playlist?list=${video.youtubeId}`
    : `https://www.youtube.com/watch?v=${video.youtubeId}`

type VideoPlayerDialogProps = {
  video: VideoDto | null
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** The embedded player; the iframe exists only while the dialog is open, so closing stops playback. */
export function VideoPlayerDialog({ video, open, onOpenChange }: VideoPlayerDialogProps) {
  const { t } = useTranslation()
  return (
    <Dialog open={open && video !== null} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common.close')} className="max-w-4xl gap-3 p-4 sm:p-6">
        {video ? (
          <>
            <DialogHeader className="pr-8">
              <DialogTitle>{video.title}</DialogTitle>
              <DialogDescription>{t('learning.videos.playerDescription')}</DialogDescription>
            </DialogHeader>
            <div className="aspect-video w-full overflow-hidden rounded-lg bg-black">
              <iframe
                src={video.embedUrl}
                title={video.title}
                className="size-full"
                allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
                referrerPolicy="strict-origin-when-cross-origin"
                allowFullScreen
              />
            </div>
            <a
              href={watchUrl(video)}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              {t('learning.videos.openOnYoutube')}
              <ExternalLink className="size-3.5" aria-hidden />
            </a>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  )
}

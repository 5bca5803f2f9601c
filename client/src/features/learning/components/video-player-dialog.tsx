import { useTranslation } from 'react-i18next'
import type { VideoDto } from '@/api/openapi'
import { EmbedDialog, NewTabLink } from './embed-dialog'

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
    <EmbedDialog
      title={video?.title ?? null}
      description={t('learning.videos.playerDescription')}
      open={open}
      onOpenChange={onOpenChange}
      className="max-w-4xl"
    >
      {video ? (
        <>
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
          <NewTabLink href={watchUrl(video)}>{t('learning.videos.openOnYoutube')}</NewTabLink>
        </>
      ) : null}
    </EmbedDialog>
  )
}

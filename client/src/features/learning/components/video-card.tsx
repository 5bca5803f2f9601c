import { ListVideo, PlayCircle } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardDescription, CardTitle } from '@/components/ui/card'
import type { VideoDto } from '@/api/openapi'

/** A thumbnail button that opens the player; falls back to a plain tile when the image cannot load. */
export function VideoCard({ video, onPlay }: { video: VideoDto; onPlay: (video: VideoDto) => void }) {
  const { t } = useTranslation()
  const [thumbnailFailed, setThumbnailFailed] = useState(false)
  const TypeIcon = video.type === 'playlist' ? ListVideo : PlayCircle
  return (
    <Card data-testid={`video-${video.id}`} className="h-full overflow-hidden">
      <button
        type="button"
        onClick={() => onPlay(video)}
        aria-label={t('learning.videos.watch', { title: video.title })}
        className="group relative block aspect-video w-full overflow-hidden bg-gradient-to-br from-teal-700 to-emerald-600 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {thumbnailFailed ? null : (
          <img
            src={video.thumbnailUrl}
            alt=""
            loading="lazy"
            onError={() => setThumbnailFailed(true)}
            className="size-full object-cover transition duration-300 group-hover:scale-105"
          />
        )}
        <span className="absolute inset-0 flex items-center justify-center bg-slate-950/25 transition group-hover:bg-slate-950/40">
          <PlayCircle className="size-14 text-white drop-shadow-lg" aria-hidden />
        </span>
      </button>
      <CardContent className="flex flex-1 flex-col gap-2 pt-4">
        <Badge variant="secondary">
          <TypeIcon aria-hidden />
          {t(`learning.videos.types.${video.type}`)}
        </Badge>
        <CardTitle className="text-base">{video.title}</CardTitle>
        <CardDescription className="leading-relaxed">{video.description}</CardDescription>
      </CardContent>
    </Card>
  )
}

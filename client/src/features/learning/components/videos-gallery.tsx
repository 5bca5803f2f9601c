import { useState } from 'react'
import { useVideos } from '../api/get-videos'

import { ContentState } from './content-state'
import { VideoCard } from './video-card'
import { VideoPlayerDialog } from './video-player-dialog'
import type { VideoDto } from '@/api/openapi'

export function VideosGallery() {
  const videos = useVideos()
  // the last video stays selected while the dialog animates out
  const [selected, setSelected] = useState<VideoDto | null>(null)
  const [open, setOpen] = useState(false)
  if (!videos.data) {
    return <ContentState isPending={videos.isPending} error={videos.error} onRetry={() => void videos.refetch()} />
  }
  return (
    <>
      <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {videos.data.map((video) => (
          <VideoCard
            key={video.id}
            video={video}
            onPlay={(chosen) => {
              setSelected(chosen)
              setOpen(true)
            }}
          />
        ))}
      </div>
      <VideoPlayerDialog video={selected} open={open} onOpenChange={setOpen} />
    </>
  )
}

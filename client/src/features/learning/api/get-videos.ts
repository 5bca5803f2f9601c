import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api'
import type { VideoDto } from '@/api/openapi'

export function getVideos(signal?: AbortSignal): Promise<VideoDto[]> {
  return api.get<VideoDto[]>('/api/learning/videos', { signal })
}

/** Static content: fetched once per visit. */
export function getVideosQueryOptions() {
  return queryOptions({
    queryKey: ['/api/learning/videos'] as const,
    queryFn: ({ signal }) => getVideos(signal),
    staleTime: Number.POSITIVE_INFINITY,
  })
}

export function useVideos() {
  return useQuery(getVideosQueryOptions())
}

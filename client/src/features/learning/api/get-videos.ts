import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api'
import type { Video } from '../types'

export function getVideos(signal?: AbortSignal): Promise<Video[]> {
  return api.get<Video[]>('/api/learning/videos', { signal })
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

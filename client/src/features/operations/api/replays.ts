import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ReplayDto } from '@/api/openapi'
import type { StartReplayRequest } from '@modules/operations/contracts/operations'
import { api } from '@/lib/api'

export const REPLAYS_QUERY_KEY = ['/api/admin/replays'] as const

/** GET /api/admin/replays — the latest runs (the page shows the newest, running or not). */
export function getReplaysQueryOptions() {
  return queryOptions({
    queryKey: REPLAYS_QUERY_KEY,
    queryFn: ({ signal }) => api.get<{ items: ReplayDto[] }>('/api/admin/replays', { signal }),
  })
}

export function useReplays() {
  return useQuery(getReplaysQueryOptions())
}

/** POST /api/admin/replays { projection | all: true } — 409 while another replay runs (on any node). */
export function useStartReplay() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (request: StartReplayRequest) => api.post<ReplayDto>('/api/admin/replays', request),
    onSuccess: (replay) => setReplay(queryClient, replay),
  })
}

/** DELETE /api/admin/replays/{id} — the run stops before its next page. */
export function useCancelReplay() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.delete<ReplayDto>(`/api/admin/replays/${id}`),
    onSuccess: (replay) => setReplay(queryClient, replay),
  })
}

/** A replay's progress (from a push or an answer) written into the list the page shows. */
export function setReplay(queryClient: ReturnType<typeof useQueryClient>, replay: ReplayDto) {
  queryClient.setQueryData<{ items: ReplayDto[] }>(REPLAYS_QUERY_KEY, (data) => {
    const items = (data?.items ?? []).filter((r) => r.id !== replay.id)
    const previous = data?.items.find((r) => r.id === replay.id)
    // pushes may arrive out of order: progress never goes back
    const merged =
      previous && previous.state === 'running' && replay.state === 'running' && previous.processed > replay.processed
        ? previous
        : replay
    return { items: [merged, ...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt)) }
  })
}

import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ExchangeStatusDto } from '@/api/openapi'
import { ApiError, api } from '@/lib/api'

export const recordSatusehatKey = (recordId: string) => ['/api/medical-records', recordId, 'satusehat'] as const

/** GET /api/medical-records/:id/satusehat — null while the record is not queued (404). Polls while it waits. */
export function getRecordSatusehatStatusQueryOptions(recordId: string) {
  return queryOptions({
    queryKey: recordSatusehatKey(recordId),
    queryFn: async ({ signal }) => {
      try {
        return await api.get<ExchangeStatusDto>(`/api/medical-records/${recordId}/satusehat`, { signal })
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null
        throw error
      }
    },
    // Live enough for a provider watching the dialog: a waiting exchange is re-read every 10 s.
    refetchInterval: (query) => {
      const status = query.state.data?.status
      return status === 'PENDING' || status === 'RETRYING' ? 10_000 : false
    },
  })
}

export function useRecordSatusehatStatus(recordId: string) {
  return useQuery(getRecordSatusehatStatusQueryOptions(recordId))
}

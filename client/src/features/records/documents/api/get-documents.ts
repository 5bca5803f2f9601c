import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { api } from '@/lib/api'
import { nextCursorOf, pageParams, type Page } from '@/lib/page'
import type { DocumentDto } from '@/api/openapi'

export const DOCUMENTS_PAGE_SIZE = 10

/** GET /api/patients/:patientId/uploads/page: the documents the patient may see, newest first. */
export function getDocumentsPage(patientId: string, cursor: string | null, signal?: AbortSignal) {
  return api.get<Page<DocumentDto>>(
    `/api/patients/${encodeURIComponent(patientId)}/uploads/page${pageParams({ limit: DOCUMENTS_PAGE_SIZE }, cursor)}`,
    { signal }
  )
}

export function getDocumentsQueryOptions(patientId: string) {
  return infiniteQueryOptions({
    queryKey: ['/api/patients', patientId, 'uploads'] as const,
    queryFn: ({ pageParam, signal }) => getDocumentsPage(patientId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: nextCursorOf,
  })
}

export function useDocuments(patientId: string | null | undefined) {
  return useInfiniteQuery({ ...getDocumentsQueryOptions(patientId ?? ''), enabled: Boolean(patientId) })
}

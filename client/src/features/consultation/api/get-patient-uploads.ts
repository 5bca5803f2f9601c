import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api'
import type { DocumentDto } from '@/api/openapi'

/** The session's documents panel: the newest documents, one bounded page (the server's cap). */
const CONSULTATION_UPLOADS_LIMIT = 100

/** GET /api/patients/:patientId/uploads?limit= — patients get the visible ones only (server-side). */
export async function getPatientUploads(patientId: string, signal?: AbortSignal): Promise<DocumentDto[]> {
  const uploads = await api.get<DocumentDto[] | null>(
    `/api/patients/${encodeURIComponent(patientId)}/uploads?limit=${CONSULTATION_UPLOADS_LIMIT}`,
    {
      signal,
    }
  )
  return Array.isArray(uploads) ? uploads : []
}

export function getPatientUploadsQueryOptions(patientId: string) {
  return queryOptions({
    queryKey: ['/api/patients', patientId, 'uploads'] as const,
    queryFn: ({ signal }) => getPatientUploads(patientId, signal),
  })
}

export function usePatientUploads(patientId: string | undefined) {
  return useQuery({ ...getPatientUploadsQueryOptions(patientId ?? ''), enabled: Boolean(patientId) })
}

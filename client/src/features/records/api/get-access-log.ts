import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api'

export type AccessAction = 'READ' | 'CREATE' | 'UPDATE' | 'DOWNLOAD' | 'UPLOAD' | 'HIDE' | 'SHOW'

export interface AccessLogItem {
  at: string
  actor: { userId: string; name: string; role: string }
  action: AccessAction
  resourceType: 'record' | 'document'
  count: number
}

/** Who opened or changed the patient's records and documents (the patient's own audit trail). */
export function getAccessLog(patientId: string, signal?: AbortSignal) {
  return api.get<AccessLogItem[]>(`/api/patients/${encodeURIComponent(patientId)}/access-log`, { signal })
}

export function getAccessLogQueryOptions(patientId: string) {
  return queryOptions({
    queryKey: ['/api/patients', patientId, 'access-log'] as const,
    queryFn: ({ signal }) => getAccessLog(patientId, signal),
  })
}

export function useAccessLog(patientId: string | null | undefined) {
  return useQuery({ ...getAccessLogQueryOptions(patientId ?? ''), enabled: Boolean(patientId) })
}

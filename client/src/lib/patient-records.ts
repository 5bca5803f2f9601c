import { api } from './api'
import { pageParams, type Page } from './page'

/**
 * GET /api/patients/:patientId/records/page: one fetcher for every screen that lists a patient's
 * records (the dashboard's paged list, the consultation's latest notes), so errors and paging are
 * handled once. Newest visit first.
 */
export function getPatientRecordsPage<T>(patientId: string, limit: number, cursor: string | null, signal?: AbortSignal) {
  return api.get<Page<T>>(`/api/patients/${encodeURIComponent(patientId)}/records/page${pageParams({ limit }, cursor)}`, { signal })
}

/** The key prefix of every query over a patient's records: invalidating it refreshes them all. */
export const patientRecordsKey = (patientId: string) => ['/api/patients', patientId, 'records'] as const

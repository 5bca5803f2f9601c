import { InvalidatedCache } from '#modules/kernel/index'
import type { ReadModelChange } from '#events/read-model-changes'

/** The name medical_records' triggers announce under (migration 0380). */
export const MEDICAL_RECORDS_SOURCE = 'records.medical-records'

/**
 * Pages of a patient's records that a node keeps, by patient. Every change of medical_records
 * announces its patients in the changing commit (migration 0380) and every node forgets their
 * pages; a write request answers only after its own node has seen the announcement (the
 * listener's barrier, server/http/identity-listener.ts), so the writer reads its change. Who may
 * read is decided per request, never kept; the access trail is written per request too. A node
 * that is not listening keeps nothing; at most 10 s old even if an announcement were lost.
 */
const TTL_MS = 10_000
const PAGES_PER_PATIENT = 32
let listening = false

interface KeptPage {
  rows: Array<Record<string, unknown>>
  storedAt: number
}

const pages = new InvalidatedCache<ReadonlyMap<string, KeptPage>>(() => listening, TTL_MS, 5_000)

export const recordAnswers = {
  setListening(on: boolean) {
    listening = on
    pages.clear()
  },
  apply(change: ReadModelChange) {
    if (change.consumer !== MEDICAL_RECORDS_SOURCE) return
    if (change.keys === '*') return pages.clear()
    for (const patientId of change.keys) pages.forget(patientId)
  },
}

export const beginRecordsPage = () => pages.begin()

export function keptRecordsPage(patientId: string, key: string): Array<Record<string, unknown>> | undefined {
  const entry = pages.get(patientId)?.get(key)
  return entry && entry.storedAt + TTL_MS > Date.now() ? entry.rows : undefined
}

export function keepRecordsPage(patientId: string, key: string, rows: Array<Record<string, unknown>>, since: number) {
  const kept = pages.get(patientId)
  const next = new Map(kept && kept.size < PAGES_PER_PATIENT ? kept : [])
  next.set(key, { rows, storedAt: Date.now() })
  pages.set(patientId, next, since)
}

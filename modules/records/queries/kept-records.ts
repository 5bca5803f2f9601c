import { deepFreeze, InvalidatedCache, OwnerAnswers, type Page, withNewest } from '#modules/kernel/index'
import type { ReadModelChange } from '#events/read-model-changes'
import { PROVIDER_PATIENT_SUMMARIES_CONSUMER } from '../projections/provider-patient-summaries.js'
import type { AccessLogItem } from '../contracts/access-log-item.js'

/** The name medical_records' triggers announce under (migration 0380). */
export const MEDICAL_RECORDS_SOURCE = 'records.medical-records'

/**
 * Pages of records that a node keeps, as served (a record's shape does not depend on the clock):
 * a patient's, by patient, and a provider's list of their patients' records, by provider (the
 * patients whose window is open are part of its key). Every change of medical_records announces
 * its patients in the changing commit (migration 0380) and every node forgets their pages; a
 * write request answers only after its own node has seen the announcement (the
 * listener's barrier, server/http/identity-listener.ts), so the writer reads its change. Who may
 * read is decided per request, never kept; the access trail is written per request too. A node
 * that is not listening keeps nothing; at most 10 s old even if an announcement were lost.
 */
const TTL_MS = 10_000
const PAGES_PER_OWNER = 32
let listening = false

interface KeptPage {
  /** The answer's page as served: records shaped without the clock, frozen (its JSON is made once) */
  page: Page<unknown>
  storedAt: number
  /** readModelTick() before the statement (provider pages: they read the summaries projection) */
  began: number
}

const isListening = () => listening
const itemsIn = (kept: ReadonlyMap<string, KeptPage>) => [...kept.values()].reduce((n, entry) => n + entry.page.items.length, 0)
/** At most 5,000 records kept in all, for each of the two (a record's text may be long). */
const pages = new InvalidatedCache<ReadonlyMap<string, KeptPage>>(isListening, TTL_MS, 5_000, itemsIn, 5_000)
/** Any change of records or of the summaries forgets every provider's pages: both are rare next to reads. */
const providerPages = new InvalidatedCache<ReadonlyMap<string, KeptPage>>(isListening, TTL_MS, 2_000, itemsIn, 5_000)

/** Each patient's number of records (the dashboard tile), forgotten with their pages. */
export const recordCounts = new OwnerAnswers<number>({ sources: [MEDICAL_RECORDS_SOURCE], variantsPerOwner: 1 })

/** The name record_access_log's triggers announce under, for rows not by the patient (migration 0993). */
export const ACCESS_BY_OTHERS_SOURCE = 'records.access-by-others'
/**
 * A patient's "who opened your records" pages (others' accesses only; the patient's own reads,
 * which change nothing there, would forget them on every read), forgotten by another's trail row.
 */
export const othersAccessPages = new OwnerAnswers<Page<AccessLogItem>>({ sources: [ACCESS_BY_OTHERS_SOURCE] })
const ownerAnswers = [recordCounts, othersAccessPages]

export const recordAnswers = {
  setListening(on: boolean) {
    listening = on
    this.clear()
    for (const answers of ownerAnswers) answers.setListening(on)
  },
  clear() {
    pages.clear()
    providerPages.clear()
    for (const answers of ownerAnswers) answers.clear()
  },
  apply(change: ReadModelChange) {
    for (const answers of ownerAnswers) answers.apply(change)
    if (change.consumer === PROVIDER_PATIENT_SUMMARIES_CONSUMER) return providerPages.clear()
    if (change.consumer !== MEDICAL_RECORDS_SOURCE) return
    providerPages.clear()
    if (change.keys === '*') return pages.clear()
    for (const patientId of change.keys) pages.forget(patientId)
  },
}

export const beginRecordsPage = () => pages.begin()
export const beginProviderRecordsPage = () => providerPages.begin()

const fresh = (entry: KeptPage | undefined, freshAfter: number) =>
  entry && entry.began >= freshAfter && entry.storedAt + TTL_MS > Date.now() ? entry.page : undefined

function keep(cache: typeof pages, owner: string, key: string, page: KeptPage, since: number) {
  cache.set(owner, withNewest(cache.get(owner), key, page, PAGES_PER_OWNER), since)
}

export const keptRecordsPage = <T>(patientId: string, key: string) => fresh(pages.get(patientId)?.get(key), -1) as Page<T> | undefined

export function keepRecordsPage<T>(patientId: string, key: string, page: Page<T>, since: number): Page<T> {
  keep(pages, patientId, key, { page: deepFreeze(page), storedAt: Date.now(), began: 0 }, since)
  return page
}

/** `freshAfter`: the read-your-writes tick of the provider's last write (settledTick), -1 for none. */
export const keptProviderRecordsPage = <T>(providerUserId: string, key: string, freshAfter: number) =>
  fresh(providerPages.get(providerUserId)?.get(key), freshAfter) as Page<T> | undefined

export function keepProviderRecordsPage<T>(providerUserId: string, key: string, page: Page<T>, since: number, began: number): Page<T> {
  keep(providerPages, providerUserId, key, { page: deepFreeze(page), storedAt: Date.now(), began }, since)
  return page
}

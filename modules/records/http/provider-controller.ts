import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { settledTick, waitForPosition } from '#events/read-your-writes'
import { currentUser, DomainError, minPosition, pageRequest, parseBody, sendArrayPage } from '#modules/kernel/index'
import { listEntries, recordAccess } from '../commands/record-access.js'
import { canReadPatientRecords } from '../domain/access.js'
import { PROVIDER_PATIENT_SUMMARIES_CONSUMER } from '../projections/provider-patient-summaries.js'
import { pageProviderPatients, providerPatientStats } from '../queries/provider-patients.js'
import { pageRecordsForProvider } from '../queries/records.js'
import { patientsTreatedNow } from '../queries/relation.js'
import { readingActorOf } from './actor.js'
import { providerPatientsQuerySchema, providerRecordsQuerySchema } from './schemas.js'

/** Default pages (?limit= up to MAX_PAGE_SIZE); docs/api-paging.md. */
export const PROVIDER_RECORDS_DEFAULT_LIMIT = 50
export const PROVIDER_PATIENTS_DEFAULT_LIMIT = 50

async function recordsPage(ctx: HttpContext) {
  const qs = ctx.request.qs()
  const filter = parseBody(providerRecordsQuerySchema, qs)
  const page = pageRequest(qs, PROVIDER_RECORDS_DEFAULT_LIMIT)
  const actor = await readingActorOf(ctx)
  const treated = await patientsTreatedNow(actor)
  if (filter.patientId) {
    // the same rule as relationTo, answered from the list just read (no second lookup)
    const decision = canReadPatientRecords(actor, { isSelf: false, treats: treated.includes(filter.patientId.toLowerCase()) })
    if (!decision.ok) throw new DomainError(decision.status, decision.message)
  }
  const position = minPosition(ctx)
  await waitForPosition(db.connection(), PROVIDER_PATIENT_SUMMARIES_CONSUMER, position)
  // a page kept from before the provider's last write was known applied is not served (kept-records.ts)
  const freshAfter = position ? (settledTick(PROVIDER_PATIENT_SUMMARIES_CONSUMER, position) ?? Number.POSITIVE_INFINITY) : -1
  const result = await pageRecordsForProvider(actor.userId, filter, page, treated, freshAfter)
  await recordAccess(actor, listEntries('READ', 'record', result.items))
  return result
}

async function patientsPage(ctx: HttpContext) {
  const qs = ctx.request.qs()
  const { search } = parseBody(providerPatientsQuerySchema, qs)
  const page = pageRequest(qs, PROVIDER_PATIENTS_DEFAULT_LIMIT)
  // the records access rule (relation.ts): verified, and an appointment whose window is open now
  const treated = await patientsTreatedNow(await readingActorOf(ctx))
  await waitForPosition(db.connection(), PROVIDER_PATIENT_SUMMARIES_CONSUMER, minPosition(ctx))
  return pageProviderPatients(currentUser(ctx).id, treated, search, page)
}

export default class ProviderController {
  /** GET /api/provider/medical-records — records of the patients this provider treats, newest first; each one shown is audited. */
  async records(ctx: HttpContext) {
    return sendArrayPage(ctx, await recordsPage(ctx))
  }

  /** GET /api/provider/medical-records/page — the same as { items, nextCursor }. */
  async recordsPage(ctx: HttpContext) {
    return recordsPage(ctx)
  }

  /** GET /api/provider/patients — the provider-patient summaries (read model) of the patients treated now, by name. */
  async patients(ctx: HttpContext) {
    return sendArrayPage(ctx, await patientsPage(ctx))
  }

  /** GET /api/provider/patients/page — the same as { items, nextCursor }. */
  async patientsPage(ctx: HttpContext) {
    return patientsPage(ctx)
  }

  /** GET /api/provider/patients/stats — the page's stat cards: patients, appointments, records. */
  async patientStats(ctx: HttpContext) {
    const treated = await patientsTreatedNow(await readingActorOf(ctx))
    await waitForPosition(db.connection(), PROVIDER_PATIENT_SUMMARIES_CONSUMER, minPosition(ctx))
    return providerPatientStats(currentUser(ctx).id, treated)
  }
}

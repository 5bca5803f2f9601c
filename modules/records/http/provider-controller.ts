import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { waitForPosition } from '#events/read-your-writes'
import { currentUser, minPosition } from '#modules/kernel/index'
import { listEntries, recordAccess } from '../commands/record-access.js'
import { PROVIDER_PATIENT_SUMMARIES_CONSUMER } from '../projections/provider-patient-summaries.js'
import { listProviderPatients } from '../queries/provider-patients.js'
import { listRecordsForProvider } from '../queries/records.js'
import { actorOf } from './actor.js'

export default class ProviderController {
  /** GET /api/provider/medical-records — the records page, grouped by patient; every record shown is audited. */
  async records(ctx: HttpContext) {
    const actor = await actorOf(ctx)
    await waitForPosition(db.connection(), PROVIDER_PATIENT_SUMMARIES_CONSUMER, minPosition(ctx))
    const groups = await listRecordsForProvider(actor.userId)
    await recordAccess(
      actor,
      listEntries('READ', 'record', groups.flatMap((g) => g.records))
    )
    return groups
  }

  /** GET /api/provider/patients — the provider-patient summaries (read model). */
  async patients(ctx: HttpContext) {
    await waitForPosition(db.connection(), PROVIDER_PATIENT_SUMMARIES_CONSUMER, minPosition(ctx))
    return listProviderPatients(currentUser(ctx).id)
  }
}

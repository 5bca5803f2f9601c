import { BaseSchema } from '@adonisjs/lucid/schema'
import { dropRowTriggers, rowTriggers } from '#events/read-model-triggers'

/**
 * A trail row of someone other than the patient (a provider's read, an admin's) announces the
 * patient on the read models' channel, on commit: every node forgets the "who opened your
 * records" page it keeps for them (modules/records/queries/kept-records.ts). The patient's own
 * reads, by far the most rows, announce nothing: that page never shows them.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(
      rowTriggers('record_access_log', 'records.access-by-others', 'patient_id', { onlyRows: "actor_role <> 'PATIENT'" })
    )
  }

  async down() {
    this.schema.raw(dropRowTriggers('record_access_log'))
  }
}

import { BaseSchema } from '@adonisjs/lucid/schema'
import { dropRowTriggers, rowTriggers } from '#events/read-model-triggers'

/**
 * Any change of the waitlist announces everyone on the read models' channel, on commit: a
 * patient's place in line moves with other patients' entries, so every node forgets every
 * waitlist it keeps (modules/scheduling/queries/kept-waitlists.ts). Waitlist changes are rare
 * next to the dashboards that read them.
 */
const TABLES = ['waitlist_entries', 'waitlist_offers']

export default class extends BaseSchema {
  async up() {
    for (const table of TABLES) this.schema.raw(rowTriggers(table, 'scheduling.waitlist-entries', 'patient_user_id', { all: true }))
  }

  async down() {
    for (const table of TABLES) this.schema.raw(dropRowTriggers(table))
  }
}

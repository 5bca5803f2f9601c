import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Keyset indexes for the appointment lists and the dashboard overview (issue 9), per viewer role:
 * - `(user, scheduled_at, id)` serves GET /api/appointments, the ALL tab in both directions and the
 *   overview's latest ones;
 * - `(user, status, scheduled_at, id)` serves the status tabs, the overview's next upcoming ones and
 *   its counts (index-only scans over one status range each).
 * They supersede the `(user, scheduled_at)` indexes of 0220 (strict prefixes), which are dropped
 * so the projection does not maintain two copies.
 */
const ROLES = ['patient', 'provider'] as const

export default class extends BaseSchema {
  async up() {
    for (const role of ROLES) {
      this.schema.raw(
        `CREATE INDEX IF NOT EXISTS rm_appointment_views_${role}_time ON rm_appointment_views (${role}_user_id, scheduled_at, id)`
      )
      this.schema.raw(
        `CREATE INDEX IF NOT EXISTS rm_appointment_views_${role}_status_time ON rm_appointment_views (${role}_user_id, status, scheduled_at, id)`
      )
      this.schema.raw(`DROP INDEX IF EXISTS rm_appointment_views_${role}_user_id_scheduled_at_index`)
    }
  }

  async down() {
    for (const role of ROLES) {
      this.schema.raw(
        `CREATE INDEX IF NOT EXISTS rm_appointment_views_${role}_user_id_scheduled_at_index ON rm_appointment_views (${role}_user_id, scheduled_at)`
      )
      this.schema.raw(`DROP INDEX IF EXISTS rm_appointment_views_${role}_status_time`)
      this.schema.raw(`DROP INDEX IF EXISTS rm_appointment_views_${role}_time`)
    }
  }
}

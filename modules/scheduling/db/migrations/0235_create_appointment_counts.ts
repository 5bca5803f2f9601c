import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * rm_appointment_counts: each viewer's appointments by status (issue 23), maintained by the
 * `scheduling.appointment-views` projection beside rm_appointment_views, so the dashboard and the
 * list tabs read one row instead of counting a provider's whole history on every request.
 * The rows are filled from the read model as it stands (a later replay rebuilds both together).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('rm_appointment_counts', (table) => {
      table.uuid('user_id').notNullable()
      table.string('role', 16).notNullable()
      table.integer('scheduled').notNullable().defaultTo(0)
      table.integer('completed').notNullable().defaultTo(0)
      table.integer('cancelled').notNullable().defaultTo(0)
      table.primary(['user_id', 'role'])
    })
    this.schema.raw(`INSERT INTO rm_appointment_counts (user_id, role, scheduled, completed, cancelled)
      SELECT user_id, role, count(*) FILTER (WHERE status = 'SCHEDULED'), count(*) FILTER (WHERE status = 'COMPLETED'),
             count(*) FILTER (WHERE status = 'CANCELLED')
        FROM (SELECT patient_user_id AS user_id, 'PATIENT' AS role, status FROM rm_appointment_views
              UNION ALL SELECT provider_user_id, 'PROVIDER', status FROM rm_appointment_views) v
       GROUP BY user_id, role`)
  }

  async down() {
    this.schema.dropTable('rm_appointment_counts')
  }
}

import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Replays build into shadow tables and record their progress here, so a replay that dies
 * (SIGKILL, a lost node) is resumed at the next start. `rebuilt_through` on consumer_state:
 * live delivery treats events up to it as folded in by the last replay.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('consumer_state', (table) => {
      table.bigInteger('rebuilt_through').notNullable().defaultTo(0)
    })
    this.schema.createTable('replay_runs', (table) => {
      table.string('consumer', 120).primary()
      /** Every event up to here was committed when the replay started (taken under a SHARE lock on event_log). */
      table.bigInteger('high_water').notNullable()
      /** The rebuild's progress: events of the consumer's modules up to here are in the shadow tables. */
      table.bigInteger('last_position').notNullable()
      table.bigInteger('from_position').notNullable().defaultTo(0)
      table.bigInteger('processed').notNullable().defaultTo(0)
      table.timestamp('started_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
  }

  async down() {
    this.schema.dropTable('replay_runs')
    this.schema.alterTable('consumer_state', (table) => {
      table.dropColumn('rebuilt_through')
    })
  }
}

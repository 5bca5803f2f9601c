import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The operators' console (issue 14): dead letters get a status an operator moves them out of
 * (retried / discarded, under a row lock, so two nodes never both do it), replays started from
 * the page are recorded in replay_requests (one running at a time across nodes: a unique
 * partial index), and event_log gets the indexes the event browser and the lag figures read.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('dead_letters', (table) => {
      table.string('status', 16).notNullable().defaultTo('open')
      table.integer('retries').notNullable().defaultTo(0)
      table.text('last_retry_error').nullable()
      table.timestamp('resolved_at', { useTz: true }).nullable()
      table.uuid('resolved_by').nullable()
      table.text('reason').nullable()
    })
    this.schema.raw(`ALTER TABLE dead_letters ADD CONSTRAINT dead_letters_status CHECK (status IN ('open', 'retried', 'discarded'))`)
    this.schema.raw('CREATE INDEX dead_letters_status_id ON dead_letters (status, id)')
    this.schema.raw('CREATE INDEX dead_letters_event ON dead_letters (event_id)')

    this.schema.createTable('replay_requests', (table) => {
      table.uuid('id').primary().defaultTo(this.raw('gen_random_uuid()'))
      table.specificType('consumers', 'text[]').notNullable()
      table.boolean('all_projections').notNullable().defaultTo(false)
      table.string('state', 16).notNullable()
      table.string('current_consumer', 120).nullable()
      table.bigInteger('processed').notNullable().defaultTo(0)
      table.bigInteger('total').notNullable().defaultTo(0)
      table.integer('events_per_second').notNullable().defaultTo(0)
      table.boolean('cancel_requested').notNullable().defaultTo(false)
      table.text('error').nullable()
      table.uuid('requested_by').nullable()
      table.string('node', 120).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('finished_at', { useTz: true }).nullable()
    })
    this.schema.raw(
      `ALTER TABLE replay_requests ADD CONSTRAINT replay_requests_state CHECK (state IN ('running', 'done', 'failed', 'cancelled'))`
    )
    // one replay at a time across nodes: a second INSERT of a running request fails on this index
    this.schema.raw(`CREATE UNIQUE INDEX replay_requests_one_running ON replay_requests ((true)) WHERE state = 'running'`)

    // the event browser (and the consumers' rate): by aggregate, by correlation, by time
    this.schema.raw('CREATE INDEX event_log_aggregate_id ON event_log (aggregate_id)')
    this.schema.raw('CREATE INDEX event_log_correlation ON event_log (correlation_id) WHERE correlation_id IS NOT NULL')
    this.schema.raw('CREATE INDEX event_log_occurred_brin ON event_log USING brin (occurred_at)')
  }

  async down() {
    this.schema.raw('DROP INDEX IF EXISTS event_log_occurred_brin')
    this.schema.raw('DROP INDEX IF EXISTS event_log_correlation')
    this.schema.raw('DROP INDEX IF EXISTS event_log_aggregate_id')
    this.schema.dropTable('replay_requests')
    this.schema.raw('DROP INDEX IF EXISTS dead_letters_event')
    this.schema.raw('DROP INDEX IF EXISTS dead_letters_status_id')
    this.schema.alterTable('dead_letters', (table) => {
      table.dropChecks?.(['dead_letters_status'])
    })
    this.schema.raw('ALTER TABLE dead_letters DROP CONSTRAINT IF EXISTS dead_letters_status')
    this.schema.alterTable('dead_letters', (table) => {
      table.dropColumns('status', 'retries', 'last_retry_error', 'resolved_at', 'resolved_by', 'reason')
    })
  }
}

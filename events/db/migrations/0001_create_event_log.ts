import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    this.schema.raw('CREATE EXTENSION IF NOT EXISTS pgcrypto')
    this.schema.createTable('event_log', (table) => {
      table.bigIncrements('position').primary()
      table.uuid('id').notNullable().unique()
      table.string('type', 120).notNullable()
      table.integer('version').notNullable()
      table.string('module', 60).notNullable()
      table.string('aggregate_type', 60).notNullable()
      table.string('aggregate_id', 120).notNullable()
      table.jsonb('payload').notNullable()
      table.uuid('actor_id').nullable()
      table.string('correlation_id', 120).nullable()
      table.string('causation_id', 120).nullable()
      table.timestamp('occurred_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('published_at', { useTz: true }).nullable()
      table.index(['aggregate_type', 'aggregate_id'])
    })
    this.schema.raw('CREATE INDEX event_log_unpublished ON event_log (position) WHERE published_at IS NULL')

    this.schema.createTable('consumer_inbox', (table) => {
      table.string('consumer', 120).notNullable()
      table.uuid('event_id').notNullable()
      table.bigInteger('position').notNullable()
      table.timestamp('processed_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.primary(['consumer', 'event_id'])
      table.index(['consumer', 'position'])
    })

    this.schema.createTable('consumer_state', (table) => {
      table.string('consumer', 120).primary()
      table.bigInteger('last_position').notNullable().defaultTo(0)
      table.boolean('replaying').notNullable().defaultTo(false)
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })

    this.schema.createTable('dead_letters', (table) => {
      table.bigIncrements('id').primary()
      table.string('consumer', 120).notNullable()
      table.uuid('event_id').nullable()
      table.string('event_type', 120).nullable()
      table.jsonb('envelope').notNullable()
      table.text('error').notNullable()
      table.integer('attempts').notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['consumer'])
    })
  }

  async down() {
    this.schema.dropTable('dead_letters')
    this.schema.dropTable('consumer_state')
    this.schema.dropTable('consumer_inbox')
    this.schema.dropTable('event_log')
  }
}

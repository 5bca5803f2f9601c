import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The W3C trace context of the command that appended an event (docs/ops/tracing.md): the relay
 * continues the trace from it, across the Kafka hop, to the consumers and the socket pushes.
 * NULL when tracing is off.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('event_log', (table) => {
      table.string('traceparent', 55).nullable()
      table.text('tracestate').nullable()
    })
  }

  async down() {
    this.schema.alterTable('event_log', (table) => {
      table.dropColumn('traceparent')
      table.dropColumn('tracestate')
    })
  }
}

import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The SATUSEHAT exchange queue: one row per finalised medical record (record_id is unique, so a
 * record is queued once however often its event is delivered). The worker claims due rows with
 * FOR UPDATE SKIP LOCKED and a claim token that expires, POSTs the visit Bundle, and keeps the
 * ids the FHIR server gave each resource (server_ids), so a record is never sent twice.
 * Status: PENDING (Menunggu; retried while attempts < max), SENT (Terkirim), DEAD (Gagal, no more
 * attempts; also in dead_letters), WITHHELD (Tidak dikirim: persetujuan ditarik).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('satusehat_exchanges', (table) => {
      table.uuid('id').primary().defaultTo(this.raw('gen_random_uuid()'))
      table.uuid('record_id').notNullable().unique()
      table.uuid('patient_id').notNullable()
      table.uuid('patient_user_id').notNullable()
      table.uuid('provider_id').notNullable()
      table.uuid('provider_user_id').notNullable()
      table.uuid('appointment_id').nullable()
      table.timestamp('visit_date', { useTz: true }).notNullable()
      table.string('status', 16).notNullable().defaultTo('PENDING')
      table.integer('attempts').notNullable().defaultTo(0)
      table.timestamp('next_attempt_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.uuid('claim_token').nullable()
      table.timestamp('claim_expires_at', { useTz: true }).nullable()
      table.text('last_error').nullable()
      table.jsonb('server_ids').nullable()
      table.uuid('source_event_id').notNullable()
      table.jsonb('source_event').notNullable()
      table.timestamp('sent_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.schema.raw(`ALTER TABLE satusehat_exchanges ADD CONSTRAINT satusehat_exchanges_status_check
      CHECK (status IN ('PENDING', 'SENT', 'DEAD', 'WITHHELD'))`)
    // The worker's claim: due PENDING rows in due order.
    this.schema.raw(`CREATE INDEX satusehat_exchanges_due ON satusehat_exchanges (next_attempt_at, id) WHERE status = 'PENDING'`)
    // The admin queue: newest first, optionally one status.
    this.schema.raw(`CREATE INDEX satusehat_exchanges_queue ON satusehat_exchanges (status, created_at DESC, id DESC)`)
    this.schema.raw(`CREATE INDEX satusehat_exchanges_list ON satusehat_exchanges (created_at DESC, id DESC)`)
    this.schema.raw(`CREATE INDEX satusehat_exchanges_patient ON satusehat_exchanges (patient_user_id) WHERE status = 'PENDING'`)
  }

  async down() {
    this.schema.dropTable('satusehat_exchanges')
  }
}

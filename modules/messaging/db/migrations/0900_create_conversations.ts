import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Conversations between a patient and a health worker (issue 22). One per pair, opened by their
 * first booking; its messages are part of the medical record: never deleted, and a withdrawal
 * only stamps `withdrawn_at` (the original text stays, shown to no one). No foreign keys to
 * users: like the records, the messages outlive accounts.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('conversations', (table) => {
      table.uuid('id').primary()
      table.uuid('patient_user_id').notNullable()
      table.uuid('patient_id').notNullable()
      table.uuid('provider_user_id').notNullable()
      table.uuid('provider_id').notNullable()
      table.uuid('opened_by_appointment_id').notNullable()
      /** The newest message's seq: every send takes the next under this row's lock. */
      table.integer('last_seq').notNullable().defaultTo(0)
      table.timestamp('opened_at', { useTz: true }).notNullable()
      table.unique(['patient_user_id', 'provider_user_id'])
    })
    this.schema.createTable('messages', (table) => {
      table.uuid('id').primary().defaultTo(this.raw('gen_random_uuid()'))
      table.uuid('conversation_id').notNullable().references('conversations.id').onDelete('RESTRICT')
      table.integer('seq').notNullable()
      table.uuid('sender_user_id').notNullable()
      table.string('sender_role', 12).notNullable().checkIn(['PATIENT', 'PROVIDER'])
      table.text('text').nullable()
      table.uuid('attachment_upload_id').nullable()
      table.timestamp('sent_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('withdrawn_at', { useTz: true }).nullable()
      table.unique(['conversation_id', 'seq'])
    })
    this.schema.createTable('conversation_reads', (table) => {
      table.uuid('conversation_id').notNullable().references('conversations.id').onDelete('RESTRICT')
      table.uuid('user_id').notNullable()
      table.integer('read_seq').notNullable().defaultTo(0)
      table.timestamp('read_at', { useTz: true }).notNullable()
      table.primary(['conversation_id', 'user_id'])
    })
    this.schema.raw(`
      CREATE OR REPLACE FUNCTION messages_refuse_change() RETURNS trigger AS $$
      BEGIN
        IF TG_OP = 'UPDATE' AND OLD.withdrawn_at IS NULL AND NEW.withdrawn_at IS NOT NULL
           AND NEW.text IS NOT DISTINCT FROM OLD.text AND NEW.seq = OLD.seq AND NEW.sender_user_id = OLD.sender_user_id
           AND NEW.attachment_upload_id IS NOT DISTINCT FROM OLD.attachment_upload_id THEN
          RETURN NEW;
        END IF;
        RAISE EXCEPTION '% on messages is not allowed: messages are part of the medical record', TG_OP;
      END $$ LANGUAGE plpgsql;
      CREATE TRIGGER messages_keep_record BEFORE UPDATE OR DELETE ON messages
        FOR EACH ROW EXECUTE FUNCTION messages_refuse_change();
    `)

    // The 'Pesan' list: one row per participant, rebuilt by replay (modules/messaging/projections).
    this.schema.createTable('rm_conversations', (table) => {
      table.uuid('conversation_id').notNullable()
      table.uuid('user_id').notNullable()
      table.string('role', 12).notNullable()
      table.uuid('patient_id').notNullable()
      table.uuid('counterpart_user_id').notNullable()
      table.text('counterpart_name').notNullable()
      table.text('counterpart_detail').nullable()
      table.text('search_name').notNullable()
      table.integer('last_seq').notNullable().defaultTo(0)
      table.uuid('last_sender_user_id').nullable()
      table.integer('unread_count').notNullable().defaultTo(0)
      /** The other side read up to here ('Dibaca' on this user's messages). */
      table.integer('counterpart_read_seq').notNullable().defaultTo(0)
      table.timestamp('activity_at', { useTz: true }).notNullable()
      table.bigInteger('last_position').notNullable()
      table.primary(['conversation_id', 'user_id'])
      table.index(['user_id', 'activity_at', 'conversation_id'], 'rm_conversations_list')
    })
    this.schema.raw(`CREATE INDEX rm_conversations_unread ON rm_conversations (user_id) WHERE unread_count > 0`)
  }

  async down() {
    this.schema.dropTable('rm_conversations')
    this.schema.dropTable('conversation_reads')
    this.schema.dropTable('messages')
    this.schema.dropTable('conversations')
    this.schema.raw('DROP FUNCTION IF EXISTS messages_refuse_change()')
  }
}

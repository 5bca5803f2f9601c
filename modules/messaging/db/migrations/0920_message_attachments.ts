import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A message's attachment (issue 22): the file is one of the patient's documents (records `uploads`,
 * `attachment_upload_id`); its name, type and size are kept here too, so a page of a thread reads
 * one table. They never change: the record-keeping trigger now also holds them.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('messages', (table) => {
      table.text('attachment_name').nullable()
      table.string('attachment_mime_type', 100).nullable()
      table.integer('attachment_size_bytes').nullable()
    })
    this.schema.raw(`
      CREATE OR REPLACE FUNCTION messages_refuse_change() RETURNS trigger AS $$
      BEGIN
        IF TG_OP = 'UPDATE' AND OLD.withdrawn_at IS NULL AND NEW.withdrawn_at IS NOT NULL
           AND NEW.text IS NOT DISTINCT FROM OLD.text AND NEW.seq = OLD.seq AND NEW.sender_user_id = OLD.sender_user_id
           AND NEW.attachment_upload_id IS NOT DISTINCT FROM OLD.attachment_upload_id
           AND NEW.attachment_name IS NOT DISTINCT FROM OLD.attachment_name
           AND NEW.attachment_mime_type IS NOT DISTINCT FROM OLD.attachment_mime_type
           AND NEW.attachment_size_bytes IS NOT DISTINCT FROM OLD.attachment_size_bytes THEN
          RETURN NEW;
        END IF;
        RAISE EXCEPTION '% on messages is not allowed: messages are part of the medical record', TG_OP;
      END $$ LANGUAGE plpgsql;
    `)
  }

  async down() {
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
    `)
    this.schema.alterTable('messages', (table) => {
      table.dropColumn('attachment_size_bytes')
      table.dropColumn('attachment_mime_type')
      table.dropColumn('attachment_name')
    })
  }
}

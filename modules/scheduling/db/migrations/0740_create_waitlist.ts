import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The waitlist (issue 12): a patient waits for a full day of one provider; a freed slot of that
 * day becomes an offer held for the first patient in line. The partial unique indexes are what
 * make "exactly one patient per slot" and "one open offer per patient and day" true under races
 * (docs/waitlist.md).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('waitlist_entries', (table) => {
      table.uuid('id').primary().defaultTo(this.raw('gen_random_uuid()'))
      // strict FIFO: the order in which patients joined, never reused
      table.bigIncrements('line_no', { primaryKey: false })
      table.uuid('patient_id').notNullable().references('patient_profiles.id').onDelete('CASCADE')
      table.uuid('patient_user_id').notNullable()
      table.uuid('provider_id').notNullable().references('provider_profiles.id').onDelete('CASCADE')
      table.uuid('provider_user_id').notNullable()
      /** A snapshot of the provider as the patient chose them (the list needs no other module's table). */
      table.text('provider_name').notNullable()
      table.text('provider_specialization').nullable()
      /** The clinic-local day waited for. */
      table.date('date').notNullable()
      table
        .string('status', 16)
        .notNullable()
        .defaultTo('WAITING')
        .checkIn(['WAITING', 'OFFERED', 'FULFILLED', 'EXPIRED', 'DECLINED', 'LEFT'])
      table.timestamp('joined_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('closed_at', { useTz: true }).nullable()
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.schema.raw(`
      CREATE UNIQUE INDEX waitlist_entries_one_open ON waitlist_entries (patient_id, provider_id, date)
        WHERE status IN ('WAITING', 'OFFERED');
      CREATE INDEX waitlist_entries_line ON waitlist_entries (provider_id, date, line_no) WHERE status = 'WAITING';
      CREATE INDEX waitlist_entries_patient ON waitlist_entries (patient_user_id, date, line_no);
    `)

    this.schema.createTable('waitlist_offers', (table) => {
      table.uuid('id').primary().defaultTo(this.raw('gen_random_uuid()'))
      table.uuid('entry_id').notNullable().references('waitlist_entries.id').onDelete('CASCADE')
      table.uuid('patient_id').notNullable()
      table.uuid('patient_user_id').notNullable()
      table.uuid('provider_id').notNullable()
      table.uuid('provider_user_id').notNullable()
      table.date('date').notNullable()
      table.timestamp('scheduled_at', { useTz: true }).notNullable()
      table.string('status', 16).notNullable().defaultTo('OFFERED').checkIn(['OFFERED', 'ACCEPTED', 'EXPIRED', 'DECLINED'])
      table.timestamp('offered_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('expires_at', { useTz: true }).notNullable()
      table.timestamp('closed_at', { useTz: true }).nullable()
      /** The cancelled or moved appointment whose slot this is. */
      table.uuid('freed_by_appointment_id').nullable()
      /** The booking made by accepting. */
      table.uuid('appointment_id').nullable()
    })
    this.schema.raw(`
      CREATE UNIQUE INDEX waitlist_offers_one_per_slot ON waitlist_offers (provider_id, scheduled_at) WHERE status = 'OFFERED';
      CREATE UNIQUE INDEX waitlist_offers_one_per_entry ON waitlist_offers (entry_id) WHERE status = 'OFFERED';
      CREATE UNIQUE INDEX waitlist_offers_one_per_patient_day ON waitlist_offers (patient_id, date) WHERE status = 'OFFERED';
      CREATE INDEX waitlist_offers_due ON waitlist_offers (expires_at) WHERE status = 'OFFERED';
    `)
  }

  async down() {
    this.schema.dropTable('waitlist_offers')
    this.schema.dropTable('waitlist_entries')
  }
}

import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The consent ledger (UU 27/2022): one row per consent given or withdrawn, never changed or
 * deleted. A withdrawal is a new row pointing at the entry it withdraws; the current state of a
 * kind is its newest row. No foreign key on the user: the ledger outlives accounts.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('consent_entries', (table) => {
      table.uuid('id').primary().defaultTo(this.raw('gen_random_uuid()'))
      table.bigIncrements('seq', { primaryKey: false })
      table.uuid('user_id').notNullable()
      table.string('kind', 20).notNullable().checkIn(['TERMS_PRIVACY', 'TELEMEDICINE', 'SATUSEHAT'])
      table.string('action', 12).notNullable().checkIn(['GIVEN', 'WITHDRAWN'])
      table.string('version', 40).notNullable()
      table.string('document_hash', 64).notNullable()
      table.uuid('withdraws_entry_id').nullable().references('consent_entries.id').onDelete('RESTRICT')
      table.uuid('actor_user_id').notNullable()
      table.string('actor_role', 16).notNullable()
      table.string('request_id', 100).nullable()
      table.timestamp('occurred_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.unique(['withdraws_entry_id'])
      table.index(['user_id', 'kind', 'seq'])
      table.index(['user_id', 'seq'])
    })
    this.schema.raw(`
      ALTER TABLE consent_entries ADD CONSTRAINT consent_entries_withdrawal_points_back
        CHECK ((action = 'WITHDRAWN') = (withdraws_entry_id IS NOT NULL));
      CREATE OR REPLACE FUNCTION consent_refuse_change() RETURNS trigger AS $$
      BEGIN
        RAISE EXCEPTION '% on % is not allowed: the consent ledger is append-only', TG_OP, TG_TABLE_NAME;
      END $$ LANGUAGE plpgsql;
      CREATE TRIGGER consent_entries_append_only BEFORE UPDATE OR DELETE ON consent_entries
        FOR EACH ROW EXECUTE FUNCTION consent_refuse_change();
    `)
  }

  async down() {
    this.schema.dropTable('consent_entries')
    this.schema.raw('DROP FUNCTION IF EXISTS consent_refuse_change()')
  }
}

import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * SATUSEHAT for real (issue 21, docs/satusehat.md):
 * - satusehat_ihs_numbers: the IHS number SATUSEHAT's patient or practitioner index gave a person
 *   for their NIK, and when it was looked up (a cached number is used while it is fresh and the
 *   person's NIK has not changed).
 * - satusehat_exchanges gains two stored states: UNREGISTERED (the patient or the health worker is
 *   not in the national index; `blocked_on` says who; retried when that profile changes) and
 *   REFUSED (a platform rule checked before sending failed; `rule_failures` names the rules);
 *   `local_only` (what stays in TeleRawat: the nursing codes), `entry_ids` (the server id of each
 *   Bundle entry by its key, so a corrected record updates the same resources), `resend` (a
 *   correction of a sent record waits to go as an update) and `sends` (every send: when, create or
 *   update, the resources).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('satusehat_ihs_numbers', (table) => {
      table.string('kind', 16).notNullable()
      table.uuid('person_id').notNullable()
      table.string('nik', 16).notNullable()
      table.string('ihs_number', 64).notNullable()
      table.timestamp('looked_up_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.primary(['kind', 'person_id'])
    })
    this.schema.raw(`ALTER TABLE satusehat_ihs_numbers ADD CONSTRAINT satusehat_ihs_numbers_kind_check
      CHECK (kind IN ('Patient', 'Practitioner'))`)
    this.schema.alterTable('satusehat_exchanges', (table) => {
      table.string('blocked_on', 16).nullable()
      table.jsonb('rule_failures').nullable()
      table.jsonb('local_only').nullable()
      table.jsonb('entry_ids').nullable()
      table.boolean('resend').notNullable().defaultTo(false)
      table.jsonb('sends').notNullable().defaultTo('[]')
    })
    this.schema.raw(`ALTER TABLE satusehat_exchanges DROP CONSTRAINT satusehat_exchanges_status_check`)
    this.schema.raw(`ALTER TABLE satusehat_exchanges ADD CONSTRAINT satusehat_exchanges_status_check
      CHECK (status IN ('PENDING', 'SENT', 'DEAD', 'WITHHELD', 'UNREGISTERED', 'REFUSED'))`)
    // a profile change retries what waits for that person
    this.schema.raw(`CREATE INDEX satusehat_exchanges_unregistered ON satusehat_exchanges (blocked_on) WHERE status = 'UNREGISTERED'`)
  }

  async down() {
    this.schema.raw(`DROP INDEX IF EXISTS satusehat_exchanges_unregistered`)
    this.schema.raw(`ALTER TABLE satusehat_exchanges DROP CONSTRAINT satusehat_exchanges_status_check`)
    this.schema.raw(`ALTER TABLE satusehat_exchanges ADD CONSTRAINT satusehat_exchanges_status_check
      CHECK (status IN ('PENDING', 'SENT', 'DEAD', 'WITHHELD'))`)
    this.schema.alterTable('satusehat_exchanges', (table) => {
      for (const c of ['blocked_on', 'rule_failures', 'local_only', 'entry_ids', 'resend', 'sends']) table.dropColumn(c)
    })
    this.schema.dropTable('satusehat_ihs_numbers')
  }
}

import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The records access window's question (queries/treating-window.ts: which patients does this
 * provider see in [now − 30 days, now + 24 h], not cancelled) answered from the index alone:
 * patient_id and status ride along, so the provider dashboard's records list no longer visits
 * one heap page per appointment of the window (≈ 300 for the busy provider, docs/performance.md).
 * Supersedes 0210's (provider_user_id, scheduled_at), a strict prefix of it.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(
      'CREATE INDEX IF NOT EXISTS appointments_provider_user_window ON appointments (provider_user_id, scheduled_at) INCLUDE (patient_id, status)'
    )
    this.schema.raw('DROP INDEX IF EXISTS appointments_provider_user')
  }

  async down() {
    this.schema.raw('CREATE INDEX IF NOT EXISTS appointments_provider_user ON appointments (provider_user_id, scheduled_at)')
    this.schema.raw('DROP INDEX IF EXISTS appointments_provider_user_window')
  }
}

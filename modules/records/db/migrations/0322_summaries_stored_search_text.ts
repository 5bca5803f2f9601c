import { BaseSchema } from '@adonisjs/lucid/schema'
import { PATIENT_SEARCH_TEXT } from '../search-text.js'

/**
 * The patient search text (name, record number, contact, local phone form; folded) stored beside
 * each summary instead of computed per row: folding costs tens of µs a row, and a records search
 * that the planner served by walking records newest first folded every joined row (~180 ms on the
 * scratch set). Stored, the trigram index moves to the column and a walked row costs one LIKE.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw('DROP INDEX IF EXISTS rm_provider_patient_summaries_search')
    this.schema.raw(
      `ALTER TABLE rm_provider_patient_summaries ADD COLUMN search_text text GENERATED ALWAYS AS (${PATIENT_SEARCH_TEXT}) STORED`
    )
    this.schema.raw(
      'CREATE INDEX rm_provider_patient_summaries_search ON rm_provider_patient_summaries USING gin (search_text gin_trgm_ops)'
    )
  }

  async down() {
    this.schema.raw('DROP INDEX IF EXISTS rm_provider_patient_summaries_search')
    this.schema.raw('ALTER TABLE rm_provider_patient_summaries DROP COLUMN IF EXISTS search_text')
    this.schema.raw(
      `CREATE INDEX rm_provider_patient_summaries_search ON rm_provider_patient_summaries USING gin ((${PATIENT_SEARCH_TEXT}) gin_trgm_ops)`
    )
  }
}

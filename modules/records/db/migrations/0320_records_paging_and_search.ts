import { BaseSchema } from '@adonisjs/lucid/schema'
import { PATIENT_SEARCH_TEXT } from '../search-text.js'

/**
 * Every list of the records module is one keyset page served by an index in its own order, and
 * the provider's patient search (name, record number, contact) is a trigram index that ignores
 * case and accents. pg_trgm, unaccent and `public.search_fold` come from identity's migration
 * 0130 (identity's migrations run before this module's: config/database.ts lists them first).
 */
export default class extends BaseSchema {
  async up() {
    const indexes: Record<string, string> = {
      medical_records_patient_newest: 'medical_records (patient_id, visit_date DESC, created_at DESC, id DESC)',
      medical_records_newest: 'medical_records (visit_date DESC, created_at DESC, id DESC)',
      uploads_patient_newest: 'uploads (patient_id, uploaded_at DESC, id DESC)',
      record_access_log_patient_newest: 'record_access_log (patient_id, occurred_at DESC, id DESC)',
      rm_provider_patient_summaries_by_name: `rm_provider_patient_summaries (provider_user_id, (lower(coalesce(full_name, ''))), patient_id)`,
      rm_provider_patient_summaries_search: `rm_provider_patient_summaries USING gin ((${PATIENT_SEARCH_TEXT}) gin_trgm_ops)`,
    }
    for (const [name, definition] of Object.entries(indexes)) this.schema.raw(`CREATE INDEX ${name} ON ${definition}`)
    // superseded by the *_newest indexes above (same leading column, now in the lists' order)
    this.schema.raw('DROP INDEX IF EXISTS medical_records_patient_id_visit_date_index')
    this.schema.raw('DROP INDEX IF EXISTS uploads_patient_id_uploaded_at_index')
    this.schema.raw('DROP INDEX IF EXISTS record_access_log_patient_id_occurred_at_index')
  }

  async down() {
    for (const name of [
      'medical_records_patient_newest',
      'medical_records_newest',
      'uploads_patient_newest',
      'record_access_log_patient_newest',
      'rm_provider_patient_summaries_by_name',
      'rm_provider_patient_summaries_search',
    ]) {
      this.schema.raw(`DROP INDEX IF EXISTS ${name}`)
    }
    this.schema.raw('CREATE INDEX medical_records_patient_id_visit_date_index ON medical_records (patient_id, visit_date)')
    this.schema.raw('CREATE INDEX uploads_patient_id_uploaded_at_index ON uploads (patient_id, uploaded_at)')
    this.schema.raw('CREATE INDEX record_access_log_patient_id_occurred_at_index ON record_access_log (patient_id, occurred_at)')
  }
}

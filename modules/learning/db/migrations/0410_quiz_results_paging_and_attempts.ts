import { BaseSchema } from '@adonisjs/lucid/schema'

/** Keyset paging of one provider's results (newest first) and the per-level attempt throttle. */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('quiz_results', (table) => {
      table.dropIndex(['user_id', 'completed_at'])
      table.index(['user_id', 'completed_at', 'id'], 'quiz_results_user_completed_id_index')
      table.index(['user_id', 'quiz_level', 'completed_at'], 'quiz_results_user_level_completed_index')
    })
  }

  async down() {
    this.schema.alterTable('quiz_results', (table) => {
      table.dropIndex([], 'quiz_results_user_level_completed_index')
      table.dropIndex([], 'quiz_results_user_completed_id_index')
      table.index(['user_id', 'completed_at'])
    })
  }
}

import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('quiz_results', (table) => {
      table.uuid('id').primary().defaultTo(this.raw('gen_random_uuid()'))
      table.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE')
      table.string('quiz_level', 16).notNullable().checkIn(['BASIC', 'INTERMEDIATE', 'ADVANCE'])
      table.integer('score').notNullable()
      table.integer('total_questions').notNullable()
      table.jsonb('answers').notNullable()
      table.timestamp('completed_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['user_id', 'completed_at'])
    })
  }

  async down() {
    this.schema.dropTable('quiz_results')
  }
}

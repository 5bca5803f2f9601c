import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A provider's 'Jadwal Praktik': one row per provider who saved a schedule (its presence means the
 * weekly slots below replace the profile's seed `available_slots`), the weekly slots (clinic-local
 * start times by ISO weekday) and dated days off (clinic-local calendar days).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('provider_schedules', (table) => {
      table.uuid('provider_id').primary().references('provider_profiles.id').onDelete('CASCADE')
      table.uuid('updated_by').nullable()
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.schema.createTable('provider_weekly_slots', (table) => {
      table.uuid('provider_id').notNullable().references('provider_schedules.provider_id').onDelete('CASCADE')
      table.smallint('weekday').notNullable().checkBetween([1, 7])
      table.string('slot_time', 5).notNullable()
      table.primary(['provider_id', 'weekday', 'slot_time'])
    })
    this.schema.createTable('provider_days_off', (table) => {
      table.uuid('provider_id').notNullable().references('provider_profiles.id').onDelete('CASCADE')
      table.date('day').notNullable()
      table.string('reason', 200).nullable()
      table.primary(['provider_id', 'day'])
    })
  }

  async down() {
    this.schema.dropTable('provider_days_off')
    this.schema.dropTable('provider_weekly_slots')
    this.schema.dropTable('provider_schedules')
  }
}

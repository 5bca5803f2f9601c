import { BaseSchema } from '@adonisjs/lucid/schema'

/** Permenkes 24/2022: entries are never hard-deleted and carry their author and time. */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('medical_records', (table) => {
      table.uuid('id').primary().defaultTo(this.raw('gen_random_uuid()'))
      table.uuid('patient_id').notNullable().references('patient_profiles.id').onDelete('RESTRICT')
      table.uuid('provider_id').notNullable().references('provider_profiles.id').onDelete('RESTRICT')
      table.uuid('appointment_id').nullable().references('appointments.id').onDelete('RESTRICT')
      table.timestamp('visit_date', { useTz: true }).notNullable()
      table.string('service_type', 120).nullable()
      table.string('handling_provider', 200).nullable()
      table.text('chief_complaint').nullable()
      table.text('history_of_present_illness').nullable()
      table.text('past_medical_history').nullable()
      table.text('allergy_history').nullable()
      table.jsonb('vital_signs').nullable()
      table.text('physical_exam_findings').nullable()
      table.text('primary_diagnosis').nullable()
      table.text('secondary_diagnosis').nullable()
      table.text('nursing_diagnosis').nullable()
      table.text('diagnostic_tests').nullable()
      table.text('medical_actions').nullable()
      table.text('prescribed_therapy').nullable()
      table.text('patient_education').nullable()
      table.text('notes').nullable()
      table.string('status', 16).notNullable().defaultTo('FINAL').checkIn(['DRAFT', 'FINAL'])
      table.uuid('created_by').notNullable().references('users.id').onDelete('RESTRICT')
      table.uuid('updated_by').nullable().references('users.id').onDelete('RESTRICT')
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['patient_id', 'visit_date'])
      table.index(['provider_id', 'visit_date'])
      table.index(['appointment_id'])
    })
    this.schema.createTable('uploads', (table) => {
      table.uuid('id').primary().defaultTo(this.raw('gen_random_uuid()'))
      table.uuid('medical_record_id').nullable().references('medical_records.id').onDelete('RESTRICT')
      table.uuid('patient_id').nullable().references('patient_profiles.id').onDelete('RESTRICT')
      table.string('filename', 255).notNullable()
      table.string('filepath', 255).notNullable()
      table.string('mime_type', 100).notNullable()
      table.integer('size_bytes').notNullable().defaultTo(0)
      table.boolean('hidden').notNullable().defaultTo(false)
      table.uuid('uploaded_by').nullable().references('users.id').onDelete('RESTRICT')
      table.timestamp('uploaded_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['patient_id', 'uploaded_at'])
    })
  }

  async down() {
    this.schema.dropTable('uploads')
    this.schema.dropTable('medical_records')
  }
}

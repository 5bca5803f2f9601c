import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The provider's NIK (issue 21): SATUSEHAT finds a health worker's IHS number in its practitioner
 * index by NIK (`GET Practitioner?identifier=https://fhir.kemkes.go.id/id/nik|<NIK>`). One person,
 * one NIK: a second provider account with the same NIK is refused.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('provider_profiles', (table) => {
      table.string('nik', 16).nullable()
    })
    this.schema.raw('CREATE UNIQUE INDEX provider_profiles_nik_unique ON provider_profiles (nik) WHERE nik IS NOT NULL')
  }

  async down() {
    this.schema.raw('DROP INDEX IF EXISTS provider_profiles_nik_unique')
    this.schema.alterTable('provider_profiles', (table) => {
      table.dropColumn('nik')
    })
  }
}

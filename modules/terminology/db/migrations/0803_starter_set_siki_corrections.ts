import { BaseSchema } from '@adonisjs/lucid/schema'
import { loadStarterSet } from '../../commands/load-starter-set.js'

/**
 * The starter set's SIKI corrections (issue 21) on a database loaded before them: the starter
 * files as version starter-2026.11.2. I.06198 is Pemantauan Tekanan Intrakranial and I.04151
 * Manajemen Eliminasi Fekal (their names corrected); I.06194 Manajemen Peningkatan Tekanan
 * Intrakranial and I.04152 Manajemen Eliminasi Urin are added and linked from D.0017 and D.0040;
 * I.03123 and I.14543, found in no public listing, and their links are deactivated (the importer
 * never deletes: a record coded with them keeps its code). A fresh database already loaded this
 * version in 0801: importing it again writes nothing.
 */
export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      await loadStarterSet(db)
    })
  }

  async down() {
    // a published catalogue version is not withdrawn
  }
}

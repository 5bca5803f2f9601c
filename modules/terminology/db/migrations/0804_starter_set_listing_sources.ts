import { BaseSchema } from '@adonisjs/lucid/schema'
import { loadStarterSet } from '../../commands/load-starter-set.js'

/**
 * The starter set with every SDKI, SLKI and SIKI row (and each SDKI -> SLKI / SIKI link) re-checked
 * against public listings (issue 21): the source column of each row now names the listings that
 * give the code the same name (modules/terminology/tests/listings, docs/satusehat.md). No code or
 * name changed; the files are imported as version starter-2026.11.3 because a published version
 * does not change (the importer refuses other content under a version it already holds). A fresh
 * database already loaded this version in 0801: importing it again writes nothing.
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

import { BaseSchema } from '@adonisjs/lucid/schema'
import { loadStarterSet } from '../../commands/load-starter-set.js'

/**
 * Every SDKI, SLKI and SIKI row of the starter set now agrees with at least two public listings and
 * every SDKI -> SLKI / SIKI link is paired by at least one (issue 21; three listings added, see
 * modules/terminology/tests/listings and docs/satusehat.md). I.03136 Promosi Berat Badan (one
 * listing) and the links no listing pairs (D.0019 -> I.03136, D.0027 -> I.12383, D.0034 -> I.03098,
 * D.0077 -> I.09326, D.0099 -> I.12383, D.0131 -> I.14578) are deactivated (the importer never
 * deletes: a record coded with them keeps its code); I.04148 is written Kateterisasi Urin;
 * I.14543 Pencegahan Luka Tekan (linked from D.0144) and I.14507 Manajemen Hipotermia (from
 * D.0131) are added. The files are imported as version starter-2026.11.4 on a database loaded
 * before; a fresh database already loaded this version in 0801, so importing it again writes nothing.
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

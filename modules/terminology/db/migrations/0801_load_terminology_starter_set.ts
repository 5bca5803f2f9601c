import { BaseSchema } from '@adonisjs/lucid/schema'
import { loadStarterSet } from '../../commands/load-starter-set.js'

/**
 * Loads the starter set (modules/terminology/data/*.csv) into every fresh database, with the
 * same importer as `node ace terminology:import`: tests, CI and `npm start` all have it.
 */
export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      await loadStarterSet(db)
    })
  }

  async down() {
    // nothing to undo on its own: rolling back 0800 drops the catalogue with its rows
  }
}

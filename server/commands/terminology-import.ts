import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * `node ace terminology:import --system <s> --file <csv> --version <v>`: loads a clinic's licensed
 * catalogue (docs/clinical-coding.md). Idempotent and versioned; codes the new version lacks are
 * deactivated, never deleted. Exit codes: 0 imported (or already imported), 1 refused.
 */
export default class TerminologyImport extends BaseCommand {
  static commandName = 'terminology:import'
  static description = 'Import a terminology catalogue (icd10, sdki, slki, siki, loinc, sdki-slki, sdki-siki) from a CSV file'
  static options: CommandOptions = { startApp: true }

  @flags.string({ description: 'icd10 | sdki | slki | siki | loinc, or the links sdki-slki | sdki-siki' })
  declare system?: string

  @flags.string({
    description:
      'CSV file: code,display,display_en,source (links: sdki_code,slki_code,expectation,source or sdki_code,siki_code,source)',
  })
  declare file?: string

  @flags.string({ description: 'Catalogue version, e.g. 2019 or sdki-ed1-cet3' })
  declare version?: string

  async run() {
    const { importCatalogue, ImportRefused, CATALOGUE_KINDS, terminologyModule } = await import('#modules/terminology/index')
    const text = (key: string) => terminologyModule.messages?.id[key] ?? key
    const kind = CATALOGUE_KINDS.find((k) => k === this.system)
    if (!kind || !this.file || !this.version) {
      this.logger.error(`Wajib: --system (${CATALOGUE_KINDS.join(' | ')}), --file <csv> dan --version <versi>`)
      this.exitCode = 1
      return
    }
    let content: string
    try {
      content = await readFile(this.file, 'utf8')
    } catch (error) {
      this.logger.error(
        `Berkas ${this.file} tidak dapat dibaca (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`
      )
      this.exitCode = 1
      return
    }
    const db = await this.app.container.make('lucid.db')
    try {
      const result = await importCatalogue(db.connection(), {
        kind,
        version: this.version,
        text: content,
        fileName: path.basename(this.file),
      })
      if (result.alreadyImported) {
        this.logger.info(
          `${kind} versi ${result.version} sudah diimpor dengan isi yang sama: tidak ada yang diubah (${result.rows} baris)`
        )
        return
      }
      this.logger.success(
        `${kind} versi ${result.version}: ${result.rows} baris, ${result.added} baru, ${result.changed} diubah, ${result.deactivated} dinonaktifkan`
      )
    } catch (error) {
      if (!(error instanceof ImportRefused)) throw error
      this.logger.error(text(error.message))
      for (const problem of error.problems.slice(0, 50)) this.logger.error(`  baris ${problem.line}: ${problem.message}`)
      if (error.problems.length > 50) this.logger.error(`  … dan ${error.problems.length - 50} masalah lain`)
      this.exitCode = 1
    }
  }
}

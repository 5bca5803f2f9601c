import { createHash } from 'node:crypto'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DomainError } from '#modules/kernel/index'
import {
  isLinkKind,
  parseConceptFile,
  parseLinkFile,
  type CatalogueKind,
  type ConceptRow,
  type LinkKind,
  type LinkRow,
  type RowProblem,
} from '../domain/catalogue-rows.js'
import { entrySearchText, normaliseSearchText } from '../domain/search-text.js'
import type { TerminologySystem } from '../contracts/code-systems.js'

export interface ImportInput {
  kind: CatalogueKind
  version: string
  /** The file's text (UTF-8 CSV). */
  text: string
  fileName: string
}

export interface ImportResult {
  kind: CatalogueKind
  version: string
  rows: number
  added: number
  changed: number
  deactivated: number
  /** The same version with the same content was imported before: nothing was written. */
  alreadyImported: boolean
}

/** An import that was refused as a whole (nothing written): the file's problems by line. */
export class ImportRefused extends DomainError {
  constructor(
    message: string,
    public problems: RowProblem[] = []
  ) {
    super(422, message)
  }
}

const VERSION = /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/

/**
 * Imports one catalogue file as `version` of `kind`, in one transaction of `client`:
 * - every row is upserted (added, or its names and source changed, and it is active again);
 * - entries of the kind that the file lacks are deactivated, never deleted, so a record that
 *   uses one still resolves (and keeps the display it was coded with, which it stores itself);
 * - the same version with the same content again writes nothing (idempotent); the same version
 *   with other content is refused: a published version does not change, import a new one.
 * A file with any bad row (format, duplicate, a link to an unknown code) is refused whole.
 */
export async function importCatalogue(client: QueryClientContract, input: ImportInput): Promise<ImportResult> {
  if (!VERSION.test(input.version)) throw new ImportRefused('terminology.import_bad_version')
  const parsed = isLinkKind(input.kind) ? parseLinkFile(input.kind, input.text) : parseConceptFile(input.kind, input.text)
  if (!parsed.ok) throw new ImportRefused('terminology.import_bad_file', parsed.problems)
  const checksum = createHash('sha256').update(JSON.stringify(parsed.rows)).digest('hex')

  return client.transaction(async (trx) => {
    // one import per kind at a time (two nodes running the command, or a migration beside it)
    await trx.rawQuery(`SELECT pg_advisory_xact_lock(hashtext(?))`, [`terminology-import:${input.kind}`])
    const previous = await trx.from('terminology_imports').where({ kind: input.kind, version: input.version }).first()
    const base = { kind: input.kind, version: input.version, rows: parsed.rows.length }
    if (previous) {
      if (previous.checksum !== checksum) throw new ImportRefused('terminology.import_version_taken')
      return { ...base, added: 0, changed: 0, deactivated: 0, alreadyImported: true }
    }
    const counts = isLinkKind(input.kind)
      ? await upsertLinks(trx, input.kind, input.version, parsed.rows as LinkRow[])
      : await upsertConcepts(trx, input.kind, input.version, parsed.rows as ConceptRow[])
    await trx.table('terminology_imports').insert({
      kind: input.kind,
      version: input.version,
      checksum,
      file_name: input.fileName.slice(0, 300),
      rows: parsed.rows.length,
      ...counts,
    })
    // a catalogue import can multiply the table: fresh statistics let the planner pick the search's trigram index
    await trx.rawQuery(isLinkKind(input.kind) ? 'ANALYZE terminology_links' : 'ANALYZE terminology_concepts')
    return { ...base, ...counts, alreadyImported: false }
  })
}

type Counts = { added: number; changed: number; deactivated: number }

async function upsertConcepts(
  trx: TransactionClientContract,
  system: TerminologySystem,
  version: string,
  rows: ConceptRow[]
): Promise<Counts> {
  const codes = rows.map((r) => r.code)
  // `xmax = 0` tells a fresh insert from an update; an unchanged active row is not touched at all
  const upserted = await trx.rawQuery(
    `INSERT INTO terminology_concepts AS c (system, code, display, display_en, source, version, search_text, display_search)
     SELECT ?, code, display, display_en, source, ?, search_text, display_search
       FROM unnest(?::text[], ?::text[], ?::text[], ?::text[], ?::text[], ?::text[]) AS t(code, display, display_en, source, search_text, display_search)
     ON CONFLICT (system, code) DO UPDATE SET
       display = excluded.display, display_en = excluded.display_en, source = excluded.source,
       version = excluded.version, search_text = excluded.search_text, display_search = excluded.display_search,
       active = true, deactivated_in = NULL, updated_at = now()
     WHERE (c.display, c.display_en, c.source, c.active) IS DISTINCT FROM (excluded.display, excluded.display_en, excluded.source, true)
     RETURNING (xmax = 0) AS added`,
    [
      system,
      version,
      codes,
      rows.map((r) => r.display),
      rows.map((r) => r.displayEn) as string[], // nulls are bound as SQL NULLs
      rows.map((r) => r.source),
      rows.map((r) => entrySearchText(r.code, r.display, r.displayEn)),
      rows.map((r) => normaliseSearchText(r.display)),
    ]
  )
  // entries of the other rows keep the version that last brought them; the file's unchanged ones are marked current
  await trx.rawQuery(`UPDATE terminology_concepts SET version = ? WHERE system = ? AND code = ANY(?::text[]) AND version <> ?`, [
    version,
    system,
    codes,
    version,
  ])
  const deactivated = await trx.rawQuery(
    `UPDATE terminology_concepts SET active = false, deactivated_in = ?, updated_at = now()
      WHERE system = ? AND active AND NOT (code = ANY(?::text[]))`,
    [version, system, codes]
  )
  const added = upserted.rows.filter((r: { added: boolean }) => r.added).length
  return { added, changed: upserted.rows.length - added, deactivated: deactivated.rowCount ?? 0 }
}

async function upsertLinks(trx: TransactionClientContract, kind: LinkKind, version: string, rows: LinkRow[]): Promise<Counts> {
  const target: TerminologySystem = kind === 'sdki-slki' ? 'slki' : 'siki'
  const known = async (system: TerminologySystem, codes: string[]) =>
    new Set(
      (
        await trx
          .from('terminology_concepts')
          .where('system', system)
          .whereIn('code', [...new Set(codes)])
          .select('code')
      ).map((r: { code: string }) => r.code)
    )
  const sdki = await known(
    'sdki',
    rows.map((r) => r.sdkiCode)
  )
  const targets = await known(
    target,
    rows.map((r) => r.targetCode)
  )
  const problems: RowProblem[] = []
  rows.forEach((r, i) => {
    if (!sdki.has(r.sdkiCode)) problems.push({ line: i + 2, message: `${r.sdkiCode} is not in the sdki catalogue` })
    if (!targets.has(r.targetCode)) problems.push({ line: i + 2, message: `${r.targetCode} is not in the ${target} catalogue` })
  })
  if (problems.length > 0) throw new ImportRefused('terminology.import_unknown_codes', problems)

  const upserted = await trx.rawQuery(
    `INSERT INTO terminology_links AS l (kind, sdki_code, target_code, expectation, rank, source, version)
     SELECT ?, sdki_code, target_code, expectation, rank, source, ?
       FROM unnest(?::text[], ?::text[], ?::text[], ?::int[], ?::text[]) AS t(sdki_code, target_code, expectation, rank, source)
     ON CONFLICT (kind, sdki_code, target_code) DO UPDATE SET
       expectation = excluded.expectation, rank = excluded.rank, source = excluded.source, version = excluded.version, active = true
     WHERE (l.expectation, l.rank, l.source, l.active) IS DISTINCT FROM (excluded.expectation, excluded.rank, excluded.source, true)
     RETURNING (xmax = 0) AS added`,
    [
      kind,
      version,
      rows.map((r) => r.sdkiCode),
      rows.map((r) => r.targetCode),
      rows.map((r) => r.expectation) as string[], // null for SIKI links
      rows.map((r) => r.rank),
      rows.map((r) => r.source),
    ]
  )
  const keys = rows.map((r) => `${r.sdkiCode}>${r.targetCode}`)
  const deactivated = await trx.rawQuery(
    `UPDATE terminology_links SET active = false, version = ?
      WHERE kind = ? AND active AND NOT ((sdki_code || '>' || target_code) = ANY(?::text[]))`,
    [version, kind, keys]
  )
  const added = upserted.rows.filter((r: { added: boolean }) => r.added).length
  return { added, changed: upserted.rows.length - added, deactivated: deactivated.rowCount ?? 0 }
}

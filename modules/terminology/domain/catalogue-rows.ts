import { LINK_EXPECTATIONS, TERMINOLOGY_SYSTEMS, type LinkExpectation, type TerminologySystem } from '../contracts/code-systems.js'
import { isValidCode, CODE_EXAMPLES } from './code-formats.js'
import { parseCsv, CsvError, type CsvRow } from './csv.js'

/** What a catalogue file holds: the concepts of one system, or the links of SDKI to SLKI or SIKI. */
export const CATALOGUE_KINDS = [...TERMINOLOGY_SYSTEMS, 'sdki-slki', 'sdki-siki'] as const
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number]
export type LinkKind = 'sdki-slki' | 'sdki-siki'

export const isLinkKind = (kind: CatalogueKind): kind is LinkKind => kind === 'sdki-slki' || kind === 'sdki-siki'

export interface ConceptRow {
  code: string
  display: string
  displayEn: string | null
  source: string
}

export interface LinkRow {
  sdkiCode: string
  targetCode: string
  expectation: LinkExpectation | null
  /** Order of the suggestion within its diagnosis (the file's order). */
  rank: number
  source: string
}

export interface RowProblem {
  line: number
  message: string
}

export type Parsed<T> = { ok: true; rows: T[] } | { ok: false; problems: RowProblem[] }

const MAX_DISPLAY = 300
const MAX_SOURCE = 300

function readCsv(text: string, columns: readonly string[]): CsvRow[] | RowProblem[] {
  try {
    return parseCsv(text, columns)
  } catch (error) {
    if (error instanceof CsvError) return [{ line: error.line, message: error.message }] as RowProblem[]
    throw error
  }
}

const isProblems = (r: CsvRow[] | RowProblem[]): r is RowProblem[] => r.length > 0 && 'message' in r[0]

/** Reads a concept file (columns code, display, display_en?, source), every code checked for `system`'s format. */
export function parseConceptFile(system: TerminologySystem, text: string): Parsed<ConceptRow> {
  const csv = readCsv(text, ['code', 'display', 'source'])
  if (isProblems(csv)) return { ok: false, problems: csv }
  const problems: RowProblem[] = []
  const seen = new Map<string, number>()
  const rows: ConceptRow[] = []
  for (const { line, values } of csv) {
    const code = values.code.toUpperCase()
    const display = values.display
    if (!isValidCode(system, code))
      problems.push({ line, message: `"${values.code}" is no ${system} code (e.g. ${CODE_EXAMPLES[system]})` })
    if (seen.has(code)) problems.push({ line, message: `${code} appears twice (also line ${seen.get(code)})` })
    if (!display || display.length > MAX_DISPLAY) problems.push({ line, message: `display must be 1-${MAX_DISPLAY} characters` })
    if (!values.source || values.source.length > MAX_SOURCE)
      problems.push({ line, message: `source must be 1-${MAX_SOURCE} characters` })
    seen.set(code, line)
    rows.push({ code, display, displayEn: values.display_en ? values.display_en : null, source: values.source })
  }
  if (rows.length === 0 && problems.length === 0) problems.push({ line: 1, message: 'the file has no rows' })
  return problems.length > 0 ? { ok: false, problems } : { ok: true, rows }
}

/**
 * Reads a link file: `sdki-slki` (sdki_code, slki_code, expectation, source) or `sdki-siki`
 * (sdki_code, siki_code, source). Whether both codes exist is checked against the catalogue by the importer.
 */
export function parseLinkFile(kind: LinkKind, text: string): Parsed<LinkRow> {
  const target = kind === 'sdki-slki' ? 'slki' : 'siki'
  const csv = readCsv(
    text,
    kind === 'sdki-slki' ? ['sdki_code', 'slki_code', 'expectation', 'source'] : ['sdki_code', 'siki_code', 'source']
  )
  if (isProblems(csv)) return { ok: false, problems: csv }
  const problems: RowProblem[] = []
  const seen = new Map<string, number>()
  const ranks = new Map<string, number>()
  const rows: LinkRow[] = []
  for (const { line, values } of csv) {
    const sdkiCode = values.sdki_code.toUpperCase()
    const targetCode = values[`${target}_code`].toUpperCase()
    if (!isValidCode('sdki', sdkiCode)) problems.push({ line, message: `"${values.sdki_code}" is no sdki code (e.g. D.0077)` })
    if (!isValidCode(target, targetCode))
      problems.push({ line, message: `"${targetCode}" is no ${target} code (e.g. ${CODE_EXAMPLES[target]})` })
    let expectation: LinkExpectation | null = null
    if (kind === 'sdki-slki') {
      const raw = values.expectation.toUpperCase()
      if ((LINK_EXPECTATIONS as readonly string[]).includes(raw)) expectation = raw as LinkExpectation
      else problems.push({ line, message: `expectation must be one of ${LINK_EXPECTATIONS.join(', ')}` })
    }
    if (!values.source || values.source.length > MAX_SOURCE)
      problems.push({ line, message: `source must be 1-${MAX_SOURCE} characters` })
    const key = `${sdkiCode}>${targetCode}`
    if (seen.has(key)) problems.push({ line, message: `${sdkiCode} -> ${targetCode} appears twice (also line ${seen.get(key)})` })
    seen.set(key, line)
    const rank = (ranks.get(sdkiCode) ?? 0) + 1
    ranks.set(sdkiCode, rank)
    rows.push({ sdkiCode, targetCode, expectation, rank, source: values.source })
  }
  if (rows.length === 0 && problems.length === 0) problems.push({ line: 1, message: 'the file has no rows' })
  return problems.length > 0 ? { ok: false, problems } : { ok: true, rows }
}

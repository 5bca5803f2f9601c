import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { LINK_EXPECTATIONS, TERMINOLOGY_SYSTEMS, type TerminologySystem } from '../contracts/code-systems.js'
import { STARTER_SET_FILES } from '../commands/starter-set-files.js'
import { parseConceptFile, parseLinkFile, type ConceptRow, type LinkRow } from '../domain/catalogue-rows.js'

/** The record-coding contract's lists, read as text (a module's test may not import another's contract). */
const recordCoding = readFileSync(new URL('../../records/contracts/record-coding.ts', import.meta.url), 'utf8')
const listIn = (name: string): string[] => {
  const match = new RegExp(`export const ${name} = (\\[[^\\]]*\\])`).exec(recordCoding)
  return match ? JSON.parse(match[1].replace(/'/g, '"')) : []
}
const read = (file: string) => readFileSync(new URL(`../data/${file}`, import.meta.url), 'utf8')
const concepts = new Map<TerminologySystem, ConceptRow[]>()
const links: Record<string, LinkRow[]> = {}
for (const { kind, file } of STARTER_SET_FILES) {
  if (kind === 'sdki-slki' || kind === 'sdki-siki') {
    const parsed = parseLinkFile(kind, read(file))
    if (!parsed.ok) throw new Error(`${file}: ${JSON.stringify(parsed.problems)}`)
    links[kind] = parsed.rows
  } else {
    const parsed = parseConceptFile(kind, read(file))
    if (!parsed.ok) throw new Error(`${file}: ${JSON.stringify(parsed.problems)}`)
    concepts.set(kind, parsed.rows)
  }
}
const codes = (system: TerminologySystem) => new Set(concepts.get(system)!.map((c) => c.code))

describe('the starter set (modules/terminology/data)', () => {
  it('names the same systems and expectations as the record-coding contract', () => {
    expect([...TERMINOLOGY_SYSTEMS]).toEqual(listIn('CODE_SYSTEMS'))
    expect([...LINK_EXPECTATIONS]).toEqual(listIn('OUTCOME_EXPECTATIONS'))
    expect([...concepts.keys()].sort()).toEqual([...TERMINOLOGY_SYSTEMS].sort())
  })

  it('every file parses: codes in their format, no duplicates, each row naming its source', () => {
    for (const [system, rows] of concepts) {
      expect(new Set(rows.map((r) => r.code)).size, system).toBe(rows.length)
      for (const row of rows) expect(row.source.length, `${system} ${row.code}`).toBeGreaterThan(3)
    }
    expect(concepts.get('icd10')!.length).toBeGreaterThanOrEqual(150)
    expect(concepts.get('sdki')!.length).toBeGreaterThanOrEqual(40)
  })

  it('holds the codes the issue names', () => {
    const icd = codes('icd10')
    for (const code of [
      'I10',
      'E11.9',
      'J06.9',
      'K29.7',
      'K30',
      'A09',
      'A90',
      'A91',
      'A15.0',
      'A16.2',
      'R50.9',
      'R51',
      'M54.5',
      'J45.9',
      'J18.9',
      'N39.0',
    ]) {
      expect(icd.has(code), code).toBe(true)
    }
    const sdki = concepts.get('sdki')!
    expect(sdki.find((c) => c.code === 'D.0077')?.display).toBe('Nyeri Akut')
    expect(sdki.find((c) => c.code === 'D.0001')?.display).toBe('Bersihan Jalan Napas Tidak Efektif')
    expect(concepts.get('slki')!.find((c) => c.code === 'L.08066')?.display).toBe('Tingkat Nyeri')
    expect(concepts.get('siki')!.find((c) => c.code === 'I.08238')?.display).toBe('Manajemen Nyeri')
    // the six vital signs the records module stores (blood pressure as a panel of two)
    for (const code of ['85354-9', '8480-6', '8462-4', '8867-4', '8310-5', '9279-1', '29463-7', '8302-2']) {
      expect(codes('loinc').has(code), code).toBe(true)
    }
  })

  it('every link resolves: SDKI to SLKI (with an expectation) and to SIKI codes of the set, no pair twice', () => {
    const sdki = codes('sdki')
    for (const [kind, target] of [
      ['sdki-slki', codes('slki')],
      ['sdki-siki', codes('siki')],
    ] as const) {
      const rows = links[kind]
      expect(rows.length, kind).toBeGreaterThan(30)
      for (const link of rows) {
        expect(sdki.has(link.sdkiCode), `${kind} ${link.sdkiCode}`).toBe(true)
        expect(target.has(link.targetCode), `${kind} ${link.targetCode}`).toBe(true)
      }
      expect(new Set(rows.map((r) => `${r.sdkiCode}>${r.targetCode}`)).size).toBe(rows.length)
    }
    expect(links['sdki-slki'].every((l) => l.expectation !== null)).toBe(true)
    expect(links['sdki-slki'].find((l) => l.sdkiCode === 'D.0077')).toMatchObject({ targetCode: 'L.08066', expectation: 'MENURUN' })
    // most diagnoses offer at least one intervention
    const withIntervention = new Set(links['sdki-siki'].map((l) => l.sdkiCode))
    expect(withIntervention.size).toBeGreaterThanOrEqual(40)
  })
})

/**
 * Codes whose names were checked against two public listings (issue 21; the listings are named in
 * each row's source): a name in the starter files that disagrees fails here.
 */
const CHECKED_SIKI: Record<string, string> = {
  'I.06194': 'Manajemen Peningkatan Tekanan Intrakranial',
  'I.06198': 'Pemantauan Tekanan Intrakranial',
  'I.04151': 'Manajemen Eliminasi Fekal',
  'I.04152': 'Manajemen Eliminasi Urin',
}

describe('the SIKI corrections of issue 21', () => {
  const siki = new Map(concepts.get('siki')!.map((c) => [c.code, c]))

  it('every checked code has the name its listings give, and names them', () => {
    for (const [code, name] of Object.entries(CHECKED_SIKI)) {
      expect(siki.get(code)?.display, code).toBe(name)
      expect(siki.get(code)?.source, code).toMatch(/two public listings/)
    }
  })

  it('the links offer the right intervention: D.0017 Manajemen Peningkatan TIK, D.0040 Manajemen Eliminasi Urin', () => {
    const targets = (sdki: string) => links['sdki-siki'].filter((l) => l.sdkiCode === sdki).map((l) => l.targetCode)
    expect(targets('D.0017')).toContain('I.06194')
    expect(targets('D.0040')).toEqual(['I.04152'])
  })

  it('codes found in no public listing are gone: I.03123, I.14543', () => {
    for (const code of ['I.03123', 'I.14543']) {
      expect(siki.has(code), code).toBe(false)
      expect(links['sdki-siki'].some((l) => l.targetCode === code)).toBe(false)
    }
  })
})

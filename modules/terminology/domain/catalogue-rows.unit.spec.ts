import { describe, expect, it } from 'vitest'
import { parseConceptFile, parseLinkFile } from './catalogue-rows.js'

describe('catalogue rows', () => {
  it('reads concepts, upper-casing codes; display_en is optional', () => {
    const parsed = parseConceptFile('sdki', 'code,display,source\nd.0077,Nyeri Akut,SDKI\n')
    expect(parsed).toEqual({ ok: true, rows: [{ code: 'D.0077', display: 'Nyeri Akut', displayEn: null, source: 'SDKI' }] })
  })

  it('lists every problem by line', () => {
    const parsed = parseConceptFile('icd10', 'code,display,source\nI10,,WHO\nXX,Salah,WHO\nI10,Hipertensi,\n')
    expect(parsed.ok).toBe(false)
    if (parsed.ok) return
    expect(parsed.problems.map((p) => p.line)).toEqual([2, 3, 4, 4])
    expect(parseConceptFile('icd10', 'code,display,source\n')).toEqual({
      ok: false,
      problems: [{ line: 1, message: 'the file has no rows' }],
    })
    expect(parseConceptFile('icd10', 'kode,nama\nI10,x\n')).toMatchObject({ ok: false, problems: [{ line: 1 }] })
  })

  it('reads links with their order within a diagnosis; SLKI links need an expectation', () => {
    const slki = parseLinkFile('sdki-slki', 'sdki_code,slki_code,expectation,source\nD.0077,L.08066,menurun,SLKI\n')
    expect(slki).toEqual({
      ok: true,
      rows: [{ sdkiCode: 'D.0077', targetCode: 'L.08066', expectation: 'MENURUN', rank: 1, source: 'SLKI' }],
    })
    const siki = parseLinkFile('sdki-siki', 'sdki_code,siki_code,source\nD.0077,I.08238,SIKI\nD.0077,I.08243,SIKI\n')
    expect(siki.ok && siki.rows.map((r) => r.rank)).toEqual([1, 2])
    const bad = parseLinkFile('sdki-slki', 'sdki_code,slki_code,expectation,source\nD.0077,I.08238,NAIK,SLKI\n')
    expect(bad.ok ? [] : bad.problems.map((p) => p.message)).toEqual([
      '"I.08238" is no slki code (e.g. L.08066)',
      'expectation must be one of MENINGKAT, MENURUN, MEMBAIK',
    ])
  })
})

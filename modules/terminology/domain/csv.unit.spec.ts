import { describe, expect, it } from 'vitest'
import { CsvError, parseCsv } from './csv.js'

describe('parseCsv', () => {
  it('reads quoted fields with commas, quotes and line breaks; CRLF; a BOM; skips blank lines', () => {
    const text = '\uFEFFcode,display,source\r\nI10,"Hipertensi, esensial",WHO\r\n\r\nR51,"Nyeri ""kepala""\nlama",WHO\n'
    expect(parseCsv(text, ['code', 'display'])).toEqual([
      { line: 2, values: { code: 'I10', display: 'Hipertensi, esensial', source: 'WHO' } },
      { line: 4, values: { code: 'R51', display: 'Nyeri "kepala"\nlama', source: 'WHO' } },
    ])
  })

  it('refuses a missing column, a short row and an open quote, naming the line', () => {
    expect(() => parseCsv('code,display\nI10,x\n', ['source'])).toThrow(/line 1: missing column\(s\): source/)
    expect(() => parseCsv('code,display\nI10\n', [])).toThrow(new CsvError(2, 'expected 2 fields, found 1'))
    expect(() => parseCsv('code,display\nI10,"open\n', [])).toThrow(/unterminated/)
    expect(() => parseCsv('', [])).toThrow(/empty/)
  })
})

/**
 * A small RFC 4180 reader: comma-separated, fields in double quotes may hold commas, quotes ("")
 * and line breaks; CRLF or LF line ends; a UTF-8 byte-order mark is ignored. Returns the rows
 * as records keyed by the header, each with its line number in the file (for error messages).
 */
export interface CsvRow {
  line: number
  values: Record<string, string>
}

export class CsvError extends Error {
  constructor(
    public line: number,
    message: string
  ) {
    super(`line ${line}: ${message}`)
  }
}

function splitRecords(text: string): Array<{ line: number; fields: string[] }> {
  const records: Array<{ line: number; fields: string[] }> = []
  let fields: string[] = []
  let field = ''
  let quoted = false
  let line = 1
  let recordLine = 1
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0
  for (; i < text.length; i++) {
    const c = text[i]
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') {
        quoted = false
      } else {
        if (c === '\n') line++
        field += c
      }
    } else if (c === '"' && field === '') {
      quoted = true
    } else if (c === ',') {
      fields.push(field)
      field = ''
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++
      fields.push(field)
      records.push({ line: recordLine, fields })
      fields = []
      field = ''
      line++
      recordLine = line
    } else {
      field += c
    }
  }
  if (quoted) throw new CsvError(recordLine, 'unterminated quoted field')
  if (field !== '' || fields.length > 0) {
    fields.push(field)
    records.push({ line: recordLine, fields })
  }
  return records.filter((r) => !(r.fields.length === 1 && r.fields[0].trim() === ''))
}

/** Parses `text`, requiring the columns `required` in its header (others are kept too). */
export function parseCsv(text: string, required: readonly string[]): CsvRow[] {
  const [header, ...records] = splitRecords(text)
  if (!header) throw new CsvError(1, 'the file is empty')
  const names = header.fields.map((f) => f.trim().toLowerCase())
  const missing = required.filter((r) => !names.includes(r))
  if (missing.length > 0) throw new CsvError(1, `missing column(s): ${missing.join(', ')}`)
  return records.map(({ line, fields }) => {
    if (fields.length !== names.length) throw new CsvError(line, `expected ${names.length} fields, found ${fields.length}`)
    return { line, values: Object.fromEntries(names.map((n, i) => [n, fields[i].trim()])) }
  })
}

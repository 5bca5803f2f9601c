import { createRequire } from 'node:module'
import type { ResumeContent, ResumeSection } from '../domain/resume-content.js'

const require = createRequire(import.meta.url)

// pdfmake's own declarations (@types/pdfmake) pull pdfkit's globals into the server's types; the
// few shapes used here are declared locally instead.
type Content = string | { [key: string]: unknown }
type TableCell = Content
type TDocumentDefinitions = { content: Content[]; [key: string]: unknown }

interface PdfPrinter {
  createPdfKitDocument(doc: TDocumentDefinitions): NodeJS.ReadableStream & { end(): void }
}

let printer: PdfPrinter | undefined

/** pdfmake's server printer with its bundled Roboto (embedded, so Indonesian text renders anywhere). */
function pdfPrinter(): PdfPrinter {
  if (printer) return printer
  const Printer = require('pdfmake') as new (fonts: Record<string, Record<string, Buffer>>) => PdfPrinter
  const vfs = require('pdfmake/build/vfs_fonts.js') as Record<string, string>
  const font = (name: string) => Buffer.from(vfs[name], 'base64')
  printer = new Printer({
    Roboto: {
      normal: font('Roboto-Regular.ttf'),
      bold: font('Roboto-Medium.ttf'),
      italics: font('Roboto-Italic.ttf'),
      bolditalics: font('Roboto-MediumItalic.ttf'),
    },
  })
  return printer
}

const PRIMARY = '#0f766e'
const MUTED = '#52525b'

const labelRows = (rows: Array<[string, string]>): TableCell[][] =>
  rows.map(([label, value]) => [
    { text: label, color: MUTED },
    { text: value, preserveLeadingSpaces: true },
  ])

const keyValueTable = (rows: Array<[string, string]>, widths: Array<string | number> = [150, '*']): Content => ({
  table: { widths, body: labelRows(rows) },
  layout: {
    hLineWidth: (i: number, node: { table: { body: unknown[] } }) => (i === 0 || i === node.table.body.length ? 0 : 0.5),
    vLineWidth: () => 0,
    hLineColor: () => '#e4e4e7',
    paddingTop: () => 2,
    paddingBottom: () => 2,
    paddingLeft: () => 0,
  },
})

/** A section's title never stays alone at a page's foot: short sections move whole. */
function section(s: ResumeSection): Content {
  const body: Content[] = [{ text: s.title.toUpperCase(), style: 'section' }]
  if (s.rows) body.push(keyValueTable(s.rows))
  if (s.items) body.push({ ul: s.items })
  if (s.text) body.push({ text: s.text })
  const size = (s.text?.length ?? 0) + (s.rows ?? []).reduce((n, [, v]) => n + v.length, 0)
  return { stack: body, unbreakable: size < 1500 }
}

/** The A4 layout of a Resume Medis: clinic header, identity and visit side by side, sections, signature line. */
export function resumeDocument(content: ResumeContent): TDocumentDefinitions {
  return {
    pageSize: 'A4',
    pageMargins: [48, 56, 48, 64],
    info: { title: `${content.title} – ${content.identity[0][1]}`, author: content.clinic.name, creator: content.clinic.name },
    defaultStyle: { font: 'Roboto', fontSize: 9.5, lineHeight: 1.2 },
    styles: {
      clinic: { fontSize: 16, bold: true, color: PRIMARY },
      subtitle: { fontSize: 9, color: MUTED },
      title: { fontSize: 13, bold: true, alignment: 'center', margin: [0, 14, 0, 10], characterSpacing: 1 },
      section: { fontSize: 9, bold: true, color: PRIMARY, margin: [0, 10, 0, 3], characterSpacing: 0.5 },
    },
    footer: (current: number, total: number) => ({
      columns: [
        { text: content.footer, fontSize: 7.5, color: MUTED, width: '*' },
        { text: `Halaman ${current} dari ${total}`, fontSize: 7.5, color: MUTED, alignment: 'right', width: 80 },
      ],
      margin: [48, 16, 48, 0],
    }),
    content: [
      {
        columns: [
          {
            stack: [
              { text: content.clinic.name, style: 'clinic' },
              { text: content.clinic.subtitle, style: 'subtitle' },
            ],
            width: '*',
          },
          { text: content.signature.placeDate, style: 'subtitle', alignment: 'right', width: 200, margin: [0, 6, 0, 0] },
        ],
      },
      { canvas: [{ type: 'line', x1: 0, y1: 8, x2: 499, y2: 8, lineWidth: 1.5, lineColor: PRIMARY }] },
      { text: content.title, style: 'title' },
      {
        columns: [
          {
            stack: [{ text: 'IDENTITAS PASIEN', style: 'section', margin: [0, 0, 0, 4] }, keyValueTable(content.identity, [90, '*'])],
          },
          { stack: [{ text: 'KUNJUNGAN', style: 'section', margin: [0, 0, 0, 4] }, keyValueTable(content.visit, [90, '*'])] },
        ],
        columnGap: 24,
      },
      ...content.sections.map(section),
      {
        unbreakable: true,
        margin: [0, 28, 0, 0],
        columns: [
          { text: '', width: '*' },
          {
            width: 200,
            stack: [
              { text: 'Tenaga kesehatan yang memeriksa,', alignment: 'center' },
              { canvas: [{ type: 'line', x1: 10, y1: 56, x2: 190, y2: 56, lineWidth: 0.75, lineColor: '#18181b' }] },
              { text: content.signature.name, alignment: 'center', bold: true, margin: [0, 4, 0, 0] },
              { text: content.signature.role, alignment: 'center', color: MUTED },
            ],
          },
        ],
      },
    ],
  }
}

/** Renders the document to a PDF in memory (a resume is a page or two: tens of kilobytes). */
export function renderPdf(doc: TDocumentDefinitions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const pdf = pdfPrinter().createPdfKitDocument(doc)
    const chunks: Buffer[] = []
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk))
    pdf.on('end', () => resolve(Buffer.concat(chunks)))
    pdf.on('error', reject)
    pdf.end()
  })
}

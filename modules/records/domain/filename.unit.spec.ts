import { parse } from 'content-disposition'
import { describe, expect, it } from 'vitest'
import { contentDisposition, downloadName, MAX_FILENAME_LENGTH, sanitiseFilename } from './filename.js'

describe('sanitiseFilename', () => {
  it('keeps an ordinary name', () => {
    expect(sanitiseFilename('hasil lab.pdf')).toEqual({ ok: true, filename: 'hasil lab.pdf' })
    expect(sanitiseFilename(' Rontgen Dada – 2026.png ')).toEqual({ ok: true, filename: 'Rontgen Dada – 2026.png' })
  })

  it.each(['../../etc/passwd', '/etc/passwd', 'dir/file.pdf', '..\\..\\win.ini', 'C:\\x.pdf', 'C:x.pdf', '..', '.'])(
    'refuses the path-like name %j',
    (name) => {
      expect(sanitiseFilename(name).ok).toBe(false)
    }
  )

  it('drops control and bidi characters and leading dots; refuses empty names', () => {
    expect(sanitiseFilename('a\u0000b\r\n.pdf')).toEqual({ ok: true, filename: 'ab.pdf' })
    expect(sanitiseFilename('foto\u202egpj.exe')).toEqual({ ok: true, filename: 'fotogpj.exe' })
    expect(sanitiseFilename('.htaccess')).toEqual({ ok: true, filename: 'htaccess' })
    expect(sanitiseFilename('').ok).toBe(false)
    expect(sanitiseFilename('\u0001').ok).toBe(false)
  })

  it('shortens a long name, keeping the extension', () => {
    const result = sanitiseFilename(`${'a'.repeat(300)}.pdf`)
    expect(result.ok && result.filename.length).toBe(MAX_FILENAME_LENGTH)
    expect(result.ok && result.filename.endsWith('.pdf')).toBe(true)
  })
})

describe('contentDisposition', () => {
  it('is an attachment; a plain ASCII name needs nothing more', () => {
    expect(contentDisposition('hasil-lab.pdf')).toBe('attachment; filename=hasil-lab.pdf')
    expect(contentDisposition('hasil "lab".pdf')).toBe('attachment; filename="hasil \\"lab\\".pdf"')
  })

  it('carries an accented or non-Latin name as UTF-8 filename* with a readable ASCII fallback', () => {
    expect(contentDisposition('résumé Siti Nurhaliza.pdf')).toBe(
      `attachment; filename="resume Siti Nurhaliza.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9%20Siti%20Nurhaliza.pdf`
    )
    expect(contentDisposition('Hasil – Januari.pdf')).toBe(
      `attachment; filename="Hasil _ Januari.pdf"; filename*=UTF-8''Hasil%20%E2%80%93%20Januari.pdf`
    )
  })

  it('round-trips through a parser to the original name', () => {
    for (const name of ['résumé.pdf', 'hasil "lab" 100% (1).pdf', 'Foto luka – hari ke-3.jpg', '検査.pdf']) {
      const { type, parameters } = parse(contentDisposition(name))
      expect(type).toBe('attachment')
      expect(parameters.filename).toBe(name)
    }
  })
})

describe('downloadName (issue 24)', () => {
  it("carries the detected type's extension, whatever the client named the file", () => {
    expect(downloadName('hasil-lab.html', 'application/pdf')).toBe('hasil-lab.pdf')
    expect(downloadName('foto.svg', 'image/png')).toBe('foto.png')
    expect(downloadName('hasil-lab', 'application/pdf')).toBe('hasil-lab.pdf')
    expect(downloadName('.htaccess', 'image/webp')).toBe('.htaccess.webp')
  })
  it('keeps a name whose extension already says the type', () => {
    expect(downloadName('hasil-lab.PDF', 'application/pdf')).toBe('hasil-lab.PDF')
    expect(downloadName('luka.jpeg', 'image/jpeg')).toBe('luka.jpeg')
    expect(downloadName('luka.jpg', 'image/jpeg')).toBe('luka.jpg')
  })
})

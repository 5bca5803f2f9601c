import { describe, expect, it } from 'vitest'
import { contentDisposition, MAX_FILENAME_LENGTH, sanitiseFilename } from './filename.js'

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
  it('is an attachment with an ASCII fallback and the UTF-8 name', () => {
    expect(contentDisposition('hasil "lab".pdf')).toBe(`attachment; filename="hasil _lab_.pdf"; filename*=UTF-8''hasil%20%22lab%22.pdf`)
    expect(contentDisposition('résumé.pdf')).toContain(`filename*=UTF-8''r%C3%A9sum%C3%A9.pdf`)
  })
})

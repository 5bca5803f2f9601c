import { describe, expect, it } from 'vitest'
import { detectFileType } from './file-type.js'

const bytes = (...values: Array<number | string>) =>
  Uint8Array.from(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])))

describe('detectFileType (magic bytes)', () => {
  it('recognises JPEG, PNG, WebP and PDF by content', () => {
    expect(detectFileType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('image/jpeg')
    expect(detectFileType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d))).toBe('image/png')
    expect(detectFileType(bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '))).toBe('image/webp')
    expect(detectFileType(bytes('%PDF-1.7\n'))).toBe('application/pdf')
  })

  it('refuses programs and look-alikes whatever their name', () => {
    expect(detectFileType(bytes('MZ', 0x90, 0, 3, 0, 0, 0))).toBeNull() // a Windows .exe
    expect(detectFileType(bytes(0x7f, 'ELF', 2, 1, 1))).toBeNull()
    expect(detectFileType(bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt '))).toBeNull() // RIFF but audio
    expect(detectFileType(bytes('<svg xmlns="'))).toBeNull()
    expect(detectFileType(bytes('%PDF'))).toBeNull() // truncated signature
    expect(detectFileType(bytes(0x89, 'PNG'))).toBeNull()
    expect(detectFileType(new Uint8Array())).toBeNull()
  })
})

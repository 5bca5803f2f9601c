import { describe, expect, it } from 'vitest'
import { detectFileType } from './file-type.js'

const bytes = (...values: Array<number | string>) =>
  Uint8Array.from(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])))

// PNG signature, then the 13-byte IHDR chunk file-type requires before it names a PNG.
const pngStart = [0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 'IHDR', 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0, 0, 0, 0, 0]

describe('detectFileType (magic bytes)', () => {
  it('recognises JPEG, PNG, WebP and PDF by content', async () => {
    expect(await detectFileType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('image/jpeg')
    expect(await detectFileType(bytes(...pngStart, 0, 0, 0, 0, 'IDAT'))).toBe('image/png')
    expect(await detectFileType(bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '))).toBe('image/webp')
    expect(await detectFileType(bytes('%PDF-1.7\n'))).toBe('application/pdf')
  })

  it('refuses programs and look-alikes whatever their name', async () => {
    expect(await detectFileType(bytes('MZ', 0x90, 0, 3, 0, 0, 0))).toBeNull() // a Windows .exe
    expect(await detectFileType(bytes(0x7f, 'ELF', 2, 1, 1))).toBeNull()
    expect(await detectFileType(bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt '))).toBeNull() // RIFF but audio
    expect(await detectFileType(bytes('<svg xmlns="'))).toBeNull()
    expect(await detectFileType(bytes('%PD'))).toBeNull() // truncated signature
    expect(await detectFileType(bytes(0x89, 'PNG'))).toBeNull()
    expect(await detectFileType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d))).toBeNull() // no IHDR
    expect(await detectFileType(new Uint8Array())).toBeNull()
  })

  it('refuses an animated PNG: a type file-type names outside the allow-list', async () => {
    expect(await detectFileType(bytes(...pngStart, 0, 0, 0, 8, 'acTL', ...new Array<number>(12).fill(0)))).toBeNull()
  })
})

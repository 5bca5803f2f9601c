import { describe, expect, it } from 'vitest'
import { multiLineText, singleLineText } from './plain-text.js'

describe('control characters in generated text', () => {
  it('a multi-line text keeps its lines as LF, whatever the break, and loses every other control', () => {
    expect(multiLineText('a\r\nb\rc\nd\u2028e')).toBe('a\nb\nc\nd\ne')
    expect(multiLineText('Kontrol\rATTACH:http://evil.example/x.exe')).toBe('Kontrol\nATTACH:http://evil.example/x.exe')
    expect(multiLineText('x\u0000y\u000bz\u0085w\u007f')).toBe('x y z w ')
  })

  it('a one-line text has no control character at all', () => {
    expect(singleLineText('Budi\r\nATTENDEE:mailto:x@evil.example')).toBe('Budi ATTENDEE:mailto:x@evil.example')
    expect(singleLineText('Ns.\rSari\t\u0000Dewi ')).toBe('Ns. Sari Dewi')
    for (let c = 0; c < 0xa0; c++) {
      const ch = String.fromCharCode(c)
      if (c < 0x20 || (c >= 0x7f && c < 0xa0)) expect(singleLineText(`a${ch}b`), `U+${c.toString(16)}`).toBe('a b')
    }
  })
})

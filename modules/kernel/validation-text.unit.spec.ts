import { describe, expect, it } from 'vitest'
import { validationMessages } from './contracts/validation-messages.js'
import { validationText } from './validation-text.js'

const keysOf = (node: object, prefix = ''): string[] =>
  Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value as object, `${prefix}${key}.`)
  )

describe('validationText', () => {
  it('resolves a key to its Indonesian text by default and to English on request', () => {
    expect(validationText('validation.email.invalid')).toBe('Format email tidak valid')
    expect(validationText('validation.email.invalid', 'en')).toBe('Invalid email format')
  })

  it('passes a plain message, an unknown key or a key naming a group through unchanged', () => {
    expect(validationText('Nama lengkap wajib diisi')).toBe('Nama lengkap wajib diisi')
    expect(validationText('validation.email.nope')).toBe('validation.email.nope')
    expect(validationText('validation.email')).toBe('validation.email')
    expect(validationText('validation.__proto__.x')).toBe('validation.__proto__.x')
  })

  it('has the same keys in both languages, each with a text', () => {
    const idKeys = keysOf(validationMessages.id)
    expect(keysOf(validationMessages.en)).toEqual(idKeys)
    for (const key of idKeys) {
      expect(validationText(key, 'id')).not.toBe(key)
      expect(validationText(key, 'en')).not.toBe(key)
    }
  })
})

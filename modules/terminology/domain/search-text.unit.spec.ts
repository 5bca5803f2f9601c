import { describe, expect, it } from 'vitest'
import { entrySearchText, normaliseSearchText, queryWords } from './search-text.js'

describe('search normal form', () => {
  it('drops accents and case, keeps letters, digits and dots', () => {
    expect(normaliseSearchText('Nyéri  AKUT/Kronis')).toBe('nyeri akut kronis')
    expect(normaliseSearchText('D.0077')).toBe('d.0077')
    expect(normaliseSearchText("Bell's palsy (wajah)")).toBe('bell s palsy wajah')
  })

  it('splits a query into distinct words, trimming stray dots; nothing searchable gives none', () => {
    expect(queryWords('Nyeri nyeri akut.')).toEqual(['nyeri', 'akut'])
    expect(queryWords('%_ ...')).toEqual([])
    expect(queryWords('a b c d e f g h i j')).toHaveLength(8)
  })

  it('stores code and names behind a leading space so every word start is " word"', () => {
    expect(entrySearchText('J06.9', 'ISPA, tidak spesifik', 'Acute upper respiratory infection')).toBe(
      ' j06.9 ispa tidak spesifik acute upper respiratory infection'
    )
  })
})

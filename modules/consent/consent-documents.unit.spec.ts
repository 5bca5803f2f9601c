import { describe, expect, it } from 'vitest'
import { textHash } from './document-hash.js'
import { CONSENT_DOCUMENTS, SUPERSEDED_CONSENT_DOCUMENTS } from './contracts/consent-documents.js'

describe('consent documents', () => {
  it('the telemedicine consent names both ways a consultation happens: video and chat', () => {
    const { text } = CONSENT_DOCUMENTS.TELEMEDICINE
    expect(text.id).toContain('melalui video atau pesan (chat)')
    expect(text.en).toContain('by video or by message (chat)')
  })

  it('a changed wording is a new version: each superseded text has its own version, unlike the current one', () => {
    for (const old of SUPERSEDED_CONSENT_DOCUMENTS) {
      const current = CONSENT_DOCUMENTS[old.kind]
      expect(old.version).not.toBe(current.version)
      expect(textHash(old)).not.toBe(textHash(current))
    }
    const keys = SUPERSEDED_CONSENT_DOCUMENTS.map((d) => `${d.kind}|${d.version}`)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('the signed telemedicine v1 is kept word for word (the SHA-256 its ledger entries hold)', () => {
    const v1 = SUPERSEDED_CONSENT_DOCUMENTS.find((d) => d.kind === 'TELEMEDICINE' && d.version === '2026-11-v1')!
    expect(textHash(v1)).toBe('2371e14cb3939cc33563b1d085e25d5426f74e6f40b762f29cedd128c124d04c')
  })
})

import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { mintTurnCredential } from './turn-credentials.js'

describe('mintTurnCredential', () => {
  const now = new Date('2026-11-27T10:00:00Z')
  const user = '11111111-1111-4111-8111-111111111111'
  const appointment = '22222222-2222-4222-8222-222222222222'

  it('names the expiry first, then the user and the appointment', () => {
    const c = mintTurnCredential('s3cret-s3cret-s3cret', user, appointment, now, 600)
    expect(c.username).toBe(`${now.getTime() / 1000 + 600}:${user}:${appointment}`)
    expect(c.expiresAt.toISOString()).toBe('2026-11-27T10:10:00.000Z')
  })

  it('signs the username with HMAC-SHA1 of the shared secret, base64 (the TURN REST scheme)', () => {
    const c = mintTurnCredential('s3cret-s3cret-s3cret', user, appointment, now, 600)
    expect(c.credential).toBe(createHmac('sha1', 's3cret-s3cret-s3cret').update(c.username).digest('base64'))
    expect(mintTurnCredential('another-secret-value', user, appointment, now, 600).credential).not.toBe(c.credential)
  })
})

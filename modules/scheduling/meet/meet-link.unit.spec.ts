import { createHmac } from 'node:crypto'
import { jwtVerify } from 'jose'
import { describe, expect, it } from 'vitest'
import { consultationLink, createMeetLink } from './meet-link.js'

const at = new Date('2026-11-23T02:00:00Z')
const secret = new TextEncoder().encode('s3cret')

describe('meeting links', () => {
  it('the built-in call: the appointment’s own consultation page on the app’s origin', () => {
    const id = '3f1c2a9e-5b7d-4c11-9a0e-2b8f6d4e1a77'
    expect(consultationLink('https://telerawat.klinik.id/', id)).toBe(`https://telerawat.klinik.id/consultation/${id}`)
    expect(consultationLink('http://localhost:3333', id)).toBe(`http://localhost:3333/consultation/${id}`)
  })

  it('external meeting link mode: one unguessable room per appointment on the configured server', async () => {
    const a = await createMeetLink({ baseUrl: 'https://meet.rs-contoh.id' }, at)
    const b = await createMeetLink({ baseUrl: 'https://meet.rs-contoh.id/' }, at)
    expect(a).toMatch(/^https:\/\/meet\.rs-contoh\.id\/TeleRawat-[0-9a-f]{32}$/)
    expect(a).not.toBe(b)
    expect(await createMeetLink({ baseUrl: 'https://video.klinik.id' }, at, Buffer.alloc(16, 1))).toBe(
      'https://video.klinik.id/TeleRawat-01010101010101010101010101010101'
    )
  })

  it('with a Jitsi app secret: a room-scoped HS256 JWT that verifies', async () => {
    const link = await createMeetLink(
      { baseUrl: 'https://video.klinik.id', appId: 'telerawat', appSecret: 's3cret' },
      at,
      Buffer.alloc(16, 2)
    )
    const url = new URL(link)
    const token = url.searchParams.get('jwt')!
    // Jitsi's prosody checks the plain RFC 7519 HMAC, so the wire format stays the same.
    const [head, body, sig] = token.split('.')
    expect(createHmac('sha256', 's3cret').update(`${head}.${body}`).digest('base64url')).toBe(sig)
    const { payload, protectedHeader } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      audience: 'jitsi',
      issuer: 'telerawat',
      currentDate: at,
    })
    expect(protectedHeader).toEqual({ alg: 'HS256', typ: 'JWT' })
    expect(payload).toEqual({
      aud: 'jitsi',
      iss: 'telerawat',
      sub: 'video.klinik.id',
      room: `telerawat-${'02'.repeat(16)}`,
      exp: at.getTime() / 1000 + 86400,
    })
    expect(url.pathname).toBe(`/TeleRawat-${'02'.repeat(16)}`)
  })

  it('the token fails under another secret and after a day past the appointment', async () => {
    const link = await createMeetLink({ baseUrl: 'https://video.klinik.id', appSecret: 's3cret' }, at)
    const token = new URL(link).searchParams.get('jwt')!
    await expect(jwtVerify(token, new TextEncoder().encode('other'), { currentDate: at })).rejects.toThrow()
    const dayAfter = new Date(at.getTime() + 86400_000 + 1000)
    await expect(jwtVerify(token, secret, { currentDate: dayAfter })).rejects.toThrow(/exp/)
  })
})

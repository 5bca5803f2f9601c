import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createMeetLink } from './meet-link.js'

const at = new Date('2026-11-23T02:00:00Z')

describe('meeting links', () => {
  it('one unguessable room per appointment on the configured server', () => {
    const a = createMeetLink({ baseUrl: 'https://meet.jit.si' }, at)
    const b = createMeetLink({ baseUrl: 'https://meet.jit.si/' }, at)
    expect(a).toMatch(/^https:\/\/meet\.jit\.si\/TeleRawat-[0-9a-f]{32}$/)
    expect(a).not.toBe(b)
    expect(createMeetLink({ baseUrl: 'https://video.klinik.id' }, at, Buffer.alloc(16, 1))).toBe(
      'https://video.klinik.id/TeleRawat-01010101010101010101010101010101'
    )
  })

  it('with a Jitsi app secret: a room-scoped HS256 JWT that verifies', () => {
    const link = createMeetLink({ baseUrl: 'https://video.klinik.id', appId: 'telerawat', appSecret: 's3cret' }, at, Buffer.alloc(16, 2))
    const url = new URL(link)
    const [head, body, sig] = url.searchParams.get('jwt')!.split('.')
    expect(createHmac('sha256', 's3cret').update(`${head}.${body}`).digest('base64url')).toBe(sig)
    expect(JSON.parse(Buffer.from(head, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' })
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString())
    expect(claims).toEqual({
      aud: 'jitsi',
      iss: 'telerawat',
      sub: 'video.klinik.id',
      room: `telerawat-${'02'.repeat(16)}`,
      exp: at.getTime() / 1000 + 86400,
    })
    expect(url.pathname).toBe(`/TeleRawat-${'02'.repeat(16)}`)
  })
})

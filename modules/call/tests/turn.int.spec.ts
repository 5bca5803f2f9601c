import { createHmac } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { bootedApp, patient, provider } from '../../../server/realtime/tests/socket-fixtures.js'
import { mintTurnCredential } from '../domain/turn-credentials.js'
import { openAppointment } from './call-fixtures.js'
import { turnAllocate } from './turn-client.js'
import { missingService } from '../../../server/tests/helpers/services.mjs'

/**
 * The relay with the local coturn (scripts/services/turn.sh, use-auth-secret): a credential the
 * server minted opens a TURN allocation; an expired or forged one does not. Skipped without
 * TURN_URLS (CI starts coturn and sets it).
 */
const turnUrl = (process.env.TURN_URLS ?? '').split(',').find((u) => u.includes('transport=udp'))
const secret = process.env.TURN_SECRET ?? ''

describe.skipIf(missingService('turn') || !turnUrl)('TURN relay with server-minted credentials (coturn)', () => {
  const ctx = bootedApp()
  const [, host, port] = /^turns?:([^:?]+):(\d+)/.exec(turnUrl ?? '') ?? []
  let minted: { username: string; credential: string; userId: string; appointmentId: string }

  beforeAll(async () => {
    const andi = await patient(ctx.server.url)
    const sari = await provider(ctx.server.url)
    const appointmentId = await openAppointment(ctx.server, andi, sari)
    const res = await andi.client.get(`/api/consultations/${appointmentId}/ice-servers`)
    expect(res.status, res.text).toBe(200)
    const turn = res.body.iceServers.find((s: { username?: string }) => s.username)
    minted = { username: turn.username, credential: turn.credential, userId: andi.userId, appointmentId }
  })

  it('Allocate with the credential from GET /ice-servers succeeds: a relayed address', async () => {
    const result = await turnAllocate(host, Number(port), minted.username, minted.credential)
    expect(result).toMatchObject({ ok: true, error: null, relayed: expect.stringMatching(/^\d+\.\d+\.\d+\.\d+:\d+$/) })
  })

  it('an expired credential (right secret, expiry passed) is refused with 401', async () => {
    const expired = mintTurnCredential(secret, minted.userId, minted.appointmentId, new Date(Date.now() - 7200_000), 600)
    expect(expired.expiresAt.getTime()).toBeLessThan(Date.now())
    expect(await turnAllocate(host, Number(port), expired.username, expired.credential)).toEqual({ ok: false, error: 401 })
  })

  it('a forged credential (another secret, or a username changed to another user) is refused with 401', async () => {
    const forged = createHmac('sha1', 'not-the-clinic-secret-000').update(minted.username).digest('base64')
    expect(await turnAllocate(host, Number(port), minted.username, forged)).toEqual({ ok: false, error: 401 })
    const [expiry] = minted.username.split(':')
    const otherUser = `${expiry}:00000000-0000-4000-8000-000000000000:${minted.appointmentId}`
    expect(await turnAllocate(host, Number(port), otherUser, minted.credential)).toEqual({ ok: false, error: 401 })
  })
})

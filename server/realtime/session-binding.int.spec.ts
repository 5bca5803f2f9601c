import { describe, expect, it } from 'vitest'
import type { Socket } from 'socket.io-client'
import { eventually } from '../tests/helpers/http-client.js'
import {
  book,
  consultationJoin,
  listeningSocket,
  patient,
  provider,
  refusedConnection,
  signIn,
  bootedApp,
} from './tests/socket-fixtures.js'
import { moveAppointmentStart } from '../tests/helpers/appointment-start.js'

/** Issue 10 row 5: a socket lives no longer than the session it was opened with. */

const app = bootedApp()
const sockets = app.sockets
/** Bound on "disconnected at once" for the logout path (the event is heard on this node). */
const LOGOUT_DISCONNECT_MS = 2_000

async function openSocket(cookie: string) {
  const s = await listeningSocket(app.server.url, cookie)
  sockets.push(s.socket)
  return s
}

/** The server-side session id of a connected client socket (read from this node's gateway). */
async function sessionIdOf(socket: Socket) {
  const { realtimeGateway } = await app.server.import('#server/realtime/gateway')
  const { handshakeSessionId } = await app.server.import('#server/realtime/handshake')
  const [local] = await realtimeGateway.io.local.in(socket.id).fetchSockets()
  return handshakeSessionId(local.request) as string
}

describe('sockets bound to their session', () => {
  it("logout disconnects that session's sockets at once; its pushes stop; a copied cookie opens no socket", async () => {
    const andi = await patient(app.server.url)
    const nurse = await provider(app.server.url)
    const otherTab = await signIn(app.server.url, andi) // a second session of the same account stays
    const ended = await openSocket(andi.client.cookieHeader)
    const kept = await openSocket(otherTab.cookieHeader)
    const copiedCookie = andi.client.cookieHeader

    const started = Date.now()
    expect((await andi.client.post('/api/logout')).status).toBe(204)
    await eventually(() => ended.socket.disconnected, LOGOUT_DISCONNECT_MS)
    const tookMs = Date.now() - started
    expect(kept.socket.connected).toBe(true)

    // a push to user:<andi> reaches the live session's socket, never the ended one
    const heardBefore = ended.heard.length
    const appointmentId = await book({ ...andi, client: otherTab }, nurse)
    await moveAppointmentStart((sql) => app.server.db.rawQuery(sql), appointmentId, 5) // its room open
    await eventually(() => kept.heard.some((h) => h.event === 'appointment.changed'), 5_000)
    expect(ended.heard.length).toBe(heardBefore)
    expect(ended.socket.connected).toBe(false)

    expect(await refusedConnection(app.server.url, copiedCookie)).toBe('unauthorized')
    // the session still open may enter its consultation; the ended one has no socket to try with
    expect(await consultationJoin(kept.socket, appointmentId)).toBe(true)
    console.log(`logout -> socket disconnected in ${tookMs} ms`)
  })

  it('a session that expired is ended by the sweep, and the socket is told why', async () => {
    const dewi = await patient(app.server.url)
    const s = await openSocket(dewi.client.cookieHeader)
    const { realtimeGateway } = await app.server.import('#server/realtime/gateway')
    realtimeGateway.sessions.sweepEvery = 200
    try {
      const sessionId = await sessionIdOf(s.socket)
      await app.server.db
        .from('sessions')
        .where('id', sessionId)
        .update({ expires_at: new Date(Date.now() - 1000) })
      // the node's session cache keeps its own expiry time; drop it as if those two hours had passed
      const { identityCache } = await app.server.import('#modules/identity/index')
      identityCache.sessions.forget(sessionId)
      await eventually(() => s.socket.disconnected, 3_000)
      expect(s.heard.map((h) => h.event)).toContain('session.revoked')
      expect(await refusedConnection(app.server.url, dewi.client.cookieHeader)).toBe('unauthorized')
    } finally {
      realtimeGateway.sessions.sweepEvery = 15_000
    }
  })

  it('an account made inactive straight in the table (no domain event) loses its sockets (NOTIFY u:<id>)', async () => {
    const budi = await patient(app.server.url)
    const other = await patient(app.server.url)
    const s = await openSocket(budi.client.cookieHeader)
    const bystander = await openSocket(other.client.cookieHeader)
    const { realtimeGateway } = await app.server.import('#server/realtime/gateway')
    realtimeGateway.sessions.sweepEvery = 200
    try {
      // straight in the table: no UserSuspended event reaches the gateway, only the identity NOTIFY
      await app.server.db.from('users').where('id', budi.userId).update({ status: 'SUSPENDED' })
      await eventually(() => s.socket.disconnected, 3_000)
      expect(bystander.socket.connected).toBe(true)
    } finally {
      realtimeGateway.sessions.sweepEvery = 15_000
    }
  })

  it('a session row removed by any path (PostgreSQL NOTIFY) ends its sockets on this node without waiting for the sweep', async () => {
    const rina = await patient(app.server.url)
    const s = await openSocket(rina.client.cookieHeader)
    const started = Date.now()
    await app.server.db
      .from('sessions')
      .where('id', await sessionIdOf(s.socket))
      .delete()
    await eventually(() => s.socket.disconnected, LOGOUT_DISCONNECT_MS)
    console.log(`session row deleted -> socket disconnected in ${Date.now() - started} ms (sweep every 15 s)`)
  })

  it('a socket whose handshake carried no session never connects', async () => {
    expect(await refusedConnection(app.server.url, '')).toBe('unauthorized')
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootApp, resetDatabase } from '../../server/tests/helpers/app.mjs'
import { Client, eventually, patientPayload } from '../../server/tests/helpers/http-client.js'
import { connectSocket } from '../../server/tests/helpers/socket.js'

let server: Awaited<ReturnType<typeof bootApp>>
let admin: Client

beforeAll(async () => {
  server = await bootApp()
  await resetDatabase(server.db)
  admin = new Client(server.url)
  expect((await admin.post('/api/register', patientPayload({ role: 'ADMIN', fullName: 'Admin Event' }))).status).toBe(201)
})
afterAll(async () => server?.stop())

async function rmSnapshot() {
  const users = await server.db.rawQuery(
    `SELECT user_id, email, name, role, status, profile_id, provider_role, specialization, created_at FROM rm_admin_users ORDER BY user_id`
  )
  const stats = await server.db.rawQuery(`SELECT * FROM rm_admin_user_stats`)
  return { users: users.rows, stats: stats.rows }
}

describe('outbox contract', () => {
  it('refuses an invalid payload at append time and commits nothing', async () => {
    const { appendEvents } = await server.import('#events/outbox')
    const before = await server.db.rawQuery('SELECT count(*)::int AS n FROM event_log')
    await expect(
      server.db.transaction(async (trx: any) => {
        await trx.table('users').insert({ email: 'rollback@contoh.id', password: 'x', role: 'PATIENT' })
        await appendEvents(trx, [{ type: 'UserSuspended', aggregateId: 'x', payload: { userId: 'not-a-uuid' } }])
      })
    ).rejects.toThrow(/Invalid event UserSuspended: userId/)
    const after = await server.db.rawQuery('SELECT count(*)::int AS n FROM event_log')
    expect(after.rows[0].n).toBe(before.rows[0].n)
    expect(await server.db.from('users').where('email', 'rollback@contoh.id').first()).toBeNull()
  })

  it('every event the modules appended validates against the catalogue', async () => {
    const { validatePayload } = await server.import('#events/catalogue')
    await new Client(server.url).post('/api/register', patientPayload())
    const { rows } = await server.db.rawQuery('SELECT type, version, payload FROM event_log')
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) expect(() => validatePayload(row.type, row.version, row.payload)).not.toThrow()
  })
})

const activated = (id: string, position: string) => ({
  id,
  type: 'UserActivated',
  version: 1,
  aggregateType: 'user',
  aggregateId: '33333333-3333-4333-8333-333333333333',
  payload: { userId: '33333333-3333-4333-8333-333333333333', email: 'a@contoh.id', role: 'PATIENT' },
  actorId: null,
  correlationId: null,
  causationId: null,
  occurredAt: new Date().toISOString(),
  position,
})

describe('consumer runtime', () => {
  it('sends an invalid event to dead_letters instead of crashing or looping', async () => {
    const { runtime, consumers } = await server.events()
    const projection = consumers.find((c: { name: string }) => c.name === 'identity.admin-users')
    const bad = {
      id: '11111111-1111-4111-8111-111111111111',
      type: 'UserRegistered',
      version: 1,
      aggregateType: 'user',
      aggregateId: 'x',
      payload: { userId: 'nope' },
      actorId: null,
      correlationId: null,
      causationId: null,
      occurredAt: new Date().toISOString(),
      position: '999999',
    }
    await runtime.deliver(projection, bad)
    await runtime.deliver(projection, bad)
    const dead = await server.db.from('dead_letters').where('event_id', bad.id)
    expect(dead.length).toBeGreaterThanOrEqual(1)
    expect(dead[0].error).toMatch(/userId/)
    // Recorded as seen, so redelivery does not loop on it.
    const seen = await server.db.from('consumer_inbox').where({ consumer: 'identity.admin-users', event_id: bad.id })
    expect(seen).toHaveLength(1)
  })

  it('an event of a type the consumer does not read moves its progress only: no transaction, no inbox row; a mixed batch records the read ones', async () => {
    const { runtime } = await server.events()
    let effects = 0
    const consumer = { name: 'test.reader', handlers: { UserSuspended: async () => void effects++ } }
    const state = async () => (await server.db.from('consumer_state').where('consumer', consumer.name).first())?.last_position
    const inboxOf = async (id: string) => server.db.from('consumer_inbox').where({ consumer: consumer.name, event_id: id })

    const ignored = activated('66666666-6666-4666-8666-666666666666', '900001')
    await runtime.deliverBatch(consumer, [ignored])
    expect(effects).toBe(0)
    expect(await inboxOf(ignored.id)).toHaveLength(0)
    expect(String(await state())).toBe('900001')

    const suspended = {
      ...activated('77777777-7777-4777-8777-777777777777', '900003'),
      type: 'UserSuspended',
    }
    const alsoIgnored = activated('88888888-8888-4888-8888-888888888888', '900002')
    await runtime.deliverBatch(consumer, [alsoIgnored, suspended])
    await runtime.deliverBatch(consumer, [alsoIgnored, suspended]) // redelivered: applied once
    expect(effects).toBe(1)
    expect(await inboxOf(suspended.id)).toHaveLength(1)
    expect(await inboxOf(alsoIgnored.id)).toHaveLength(0)
    expect(String(await state())).toBe('900003')

    // while a replay rebuilds the consumer, nothing moves
    await server.db.from('consumer_state').where('consumer', consumer.name).update({ replaying: true })
    await runtime.deliver(consumer, activated('99999999-9999-4999-8999-999999999999', '900009'))
    expect(String(await state())).toBe('900003')
    await server.db.from('consumer_state').where('consumer', consumer.name).delete()
  })

  it('an at-least-once consumer (socket pushes) runs its effects at once, once per node, and records only its progress', async () => {
    const { runtime } = await server.events()
    const pushed: string[] = []
    const consumer = {
      name: 'test.pushes',
      atLeastOnce: true,
      handlers: { UserActivated: async () => {} },
      afterCommitBatch: (events: Array<{ id: string }>) => void pushed.push(...events.map((e) => e.id)),
    }
    const event = activated('12121212-1212-4212-8212-121212121212', '900100')
    await runtime.deliverBatch(consumer, [event])
    await runtime.deliverBatch(consumer, [event]) // a redelivery to this node: remembered
    expect(pushed).toEqual([event.id])
    expect(await server.db.from('consumer_inbox').where({ consumer: consumer.name })).toHaveLength(0)
    const state = await server.db.from('consumer_state').where('consumer', consumer.name).first()
    expect(String(state.last_position)).toBe('900100')
    await server.db.from('consumer_state').where('consumer', consumer.name).delete()
  })

  it('applies an event once however often it is delivered', async () => {
    const { runtime } = await server.events()
    let effects = 0
    const consumer = { name: 'test.counter', handlers: { UserActivated: async () => void effects++ } }
    const event = activated('22222222-2222-4222-8222-222222222222', '888888')
    await Promise.all([runtime.deliver(consumer, event), runtime.deliver(consumer, event), runtime.deliver(consumer, event)])
    expect(effects).toBe(1)
  })

  it('never dead-letters an event because the database was away: the delivery fails and a later one applies it', async () => {
    const { runtime } = await server.events()
    let calls = 0
    const unavailable = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
    const consumer = {
      name: 'test.outage',
      handlers: {
        UserActivated: async () => {
          if (++calls <= 5) throw unavailable // every attempt of the first delivery
        },
      },
    }
    const event = activated('44444444-4444-4444-8444-444444444444', '777777')
    await expect(runtime.deliver(consumer, event)).rejects.toThrow(/ECONNREFUSED/)
    expect(await server.db.from('dead_letters').where('event_id', event.id)).toHaveLength(0)
    expect(await server.db.from('consumer_inbox').where({ consumer: 'test.outage', event_id: event.id })).toHaveLength(0)

    await runtime.deliver(consumer, event) // the transport's redelivery
    expect(calls).toBe(6)
    expect(await server.db.from('consumer_inbox').where({ consumer: 'test.outage', event_id: event.id })).toHaveLength(1)
  })

  it('dead-letters an event its handler keeps failing on (a bug, not an outage)', async () => {
    const { runtime } = await server.events()
    const consumer = {
      name: 'test.bug',
      handlers: {
        UserActivated: async () => {
          throw new TypeError("Cannot read properties of undefined (reading 'email')")
        },
      },
    }
    const event = activated('55555555-5555-4555-8555-555555555555', '777778')
    await runtime.deliver(consumer, event)
    const dead = await server.db.from('dead_letters').where('event_id', event.id)
    expect(dead).toHaveLength(1)
    expect(dead[0]).toMatchObject({ consumer: 'test.bug', attempts: 5 })
  })
})

describe('relay', () => {
  it('survives a crash between send and mark: re-sends, and the duplicate is absorbed (inbox for projections, recent ids for pushes)', async () => {
    const { relay, transport } = await server.events()
    const socket = await connectSocket(server.url, admin.cookieHeader)
    const pushes: string[] = []
    socket.on('user.changed', (p: { email: string }) => pushes.push(p.email))
    const sends = new Map<string, number>()
    const originalPublish = transport.publish.bind(transport)
    transport.publish = async (envelopes: Array<{ id: string }>) => {
      for (const e of envelopes) sends.set(e.id, (sends.get(e.id) ?? 0) + 1)
      return originalPublish(envelopes)
    }
    let crashes = 0
    relay.afterSend = () => {
      if (crashes++ === 0) throw new Error('simulated crash between send and mark')
    }
    try {
      const payload = patientPayload()
      const res = await new Client(server.url).post('/api/register', payload)
      const event = await server.db.from('event_log').where('aggregate_id', res.body.id).first()
      await eventually(
        async () => (await server.db.from('event_log').where('id', event.id).whereNotNull('published_at').first()) !== null
      )
      expect(sends.get(event.id)).toBeGreaterThanOrEqual(2)
      await eventually(() => pushes.includes(payload.email))
      expect(pushes.filter((e) => e === payload.email)).toHaveLength(1)
      // the projection is another consumer than the push: it catches up on its own time
      const rows = await eventually(async () => {
        const found = await server.db.from('rm_admin_users').where('user_id', res.body.id)
        return found.length > 0 && found
      })
      expect(rows).toHaveLength(1)
    } finally {
      relay.afterSend = undefined
      transport.publish = originalPublish
      socket.close()
    }
  })
})

describe('replay', () => {
  it('rebuilds the admin read models to exactly the rows the live projection produced', async () => {
    for (let i = 0; i < 5; i++) await new Client(server.url).post('/api/register', patientPayload())
    const last = await new Client(server.url).post('/api/register', patientPayload())
    await admin.patch(`/api/admin/users/${last.body.id}`, { status: 'SUSPENDED' })
    const { relay } = await server.events()
    // Live projection caught up: it has applied the newest identity event (with Kafka, later than publishing).
    await eventually(async () => {
      const { rows } = await server.db.rawQuery(
        `SELECT EXISTS (SELECT 1 FROM consumer_inbox WHERE consumer = 'identity.admin-users'
           AND position = (SELECT max(position) FROM event_log WHERE module = 'identity')) AS done`
      )
      return rows[0].done
    }, 30_000)
    const live = await rmSnapshot()
    expect(live.users.length).toBeGreaterThan(5)

    const { runtime, consumers } = await server.events()
    const { replayConsumer } = await server.import('#events/replay')
    const projection = consumers.find((c: { name: string }) => c.name === 'identity.admin-users')
    const progress: number[] = []
    // Registrations keep arriving while the replay runs: none may be lost.
    const during = Promise.all([1, 2, 3].map(() => new Client(server.url).post('/api/register', patientPayload())))
    const result = await replayConsumer(server.db, runtime, projection, {
      batchSize: 2,
      onProgress: (p: any) => progress.push(p.processed),
    })
    const extra = await during
    expect(result.processed).toBeGreaterThanOrEqual(live.users.length)
    expect(progress.length).toBeGreaterThan(1)
    expect(relay.published).toBeGreaterThan(0)

    await eventually(async () => {
      const count = await server.db.rawQuery('SELECT count(*)::int AS n FROM rm_admin_users')
      return count.rows[0].n === live.users.length + extra.length
    })
    const rebuilt = await rmSnapshot()
    const extraIds = new Set(extra.map((r) => r.body.id))
    expect(rebuilt.users.filter((u: { user_id: string }) => !extraIds.has(u.user_id))).toEqual(live.users)
    expect(rebuilt.stats[0].total_users).toBe(live.stats[0].total_users + extra.length)
  })
})

describe('realtime', () => {
  it('refuses a socket without a session', async () => {
    await expect(connectSocket(server.url, '')).rejects.toThrow(/unauthorized/)
  })

  it('pushes account changes to admins, and disconnects a suspended user', async () => {
    const adminSocket = await connectSocket(server.url, admin.cookieHeader)
    const seen: Array<{ type: string; userId: string }> = []
    adminSocket.on('user.changed', (p) => seen.push(p))
    const patient = new Client(server.url)
    const reg = await patient.post('/api/register', patientPayload())
    const patientSocket = await connectSocket(server.url, patient.cookieHeader)
    let revoked = false
    patientSocket.on('session.revoked', () => (revoked = true))
    const disconnected = new Promise<string>((resolve) => patientSocket.on('disconnect', (reason) => resolve(reason)))
    await admin.patch(`/api/admin/users/${reg.body.id}`, { status: 'SUSPENDED' })
    await eventually(() => seen.some((p) => p.type === 'UserSuspended' && p.userId === reg.body.id))
    expect(seen.some((p) => p.type === 'UserRegistered' && p.userId === reg.body.id)).toBe(true)
    expect(await disconnected).toBe('io server disconnect')
    expect(revoked).toBe(true)
    adminSocket.close()
  })

  it('admins room is only for admins; a patient joining another user room is refused', async () => {
    const patient = new Client(server.url)
    await patient.post('/api/register', patientPayload())
    const socket = await connectSocket(server.url, patient.cookieHeader)
    const ack = await socket.emitWithAck('join', 'admins')
    expect(ack.ok).toBe(false)
    const ack2 = await socket.emitWithAck('join', 'user:00000000-0000-4000-8000-000000000000')
    expect(ack2.ok).toBe(false)
    socket.close()
  })
})

describe('consumer lag', () => {
  it('shows each consumer with its position, lag and dead letters (admins only)', async () => {
    const res = await admin.get('/api/admin/consumers')
    expect(res.status).toBe(200)
    const names = res.body.consumers.map((c: { consumer: string }) => c.consumer)
    expect(names).toEqual(expect.arrayContaining(['identity.admin-users', 'realtime.gateway']))
    const projection = res.body.consumers.find((c: { consumer: string }) => c.consumer === 'identity.admin-users')
    expect(Number(projection.headPosition)).toBeGreaterThan(0)
    const patient = new Client(server.url)
    await patient.post('/api/register', patientPayload())
    expect((await patient.get('/api/admin/consumers')).status).toBe(403)
  })
})

describe('security headers and socket origin', () => {
  it('every response refuses framing and MIME sniffing and carries the Content-Security-Policy', async () => {
    for (const path of ['/api/health', '/']) {
      const res = await fetch(`${server.url}${path}`)
      expect(res.headers.get('x-frame-options')).toBe('DENY')
      const policy = res.headers.get('content-security-policy')
      expect(policy).toContain("frame-ancestors 'none'")
      expect(policy).toContain("script-src 'self';")
      expect(policy).toContain("object-src 'none'")
    }
    const res = await fetch(`${server.url}/api/health`)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('refuses a socket opened from another site', async () => {
    const { io } = await import('socket.io-client')
    const socket = io(server.url, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { cookie: admin.cookieHeader, origin: 'https://evil.example' },
      reconnection: false,
      forceNew: true,
    })
    const outcome = await new Promise<string>((resolve) => {
      socket.once('connect', () => resolve('connected'))
      socket.once('connect_error', () => resolve('refused'))
    })
    socket.close()
    expect(outcome).toBe('refused')
  })
})

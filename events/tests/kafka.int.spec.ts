import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootApp, resetDatabase } from '../../server/tests/helpers/app.mjs'
import { Client, eventually, patientPayload } from '../../server/tests/helpers/http-client.js'
import { missingService } from '../../server/tests/helpers/services.mjs'

const kafkaScript = path.resolve(import.meta.dirname, '../../scripts/services/kafka.sh')
const broker = (action: 'start' | 'stop') => execFileSync('bash', [kafkaScript, action], { stdio: 'pipe', timeout: 120_000 })

describe.skipIf(missingService('kafka'))('Kafka transport against the real broker', () => {
  let server: Awaited<ReturnType<typeof bootApp>>

  beforeAll(async () => {
    server = await bootApp()
    await resetDatabase(server.db)
  })
  afterAll(async () => {
    broker('start')
    await server?.stop()
  })

  async function projected(ids: string[]) {
    const rows = await server.db.from('rm_admin_users').whereIn('user_id', ids)
    return rows.length === ids.length
  }

  it('publishes to telerawat.identity.v1, consumes and projects', async () => {
    const { transport } = await server.events()
    expect(transport.name).toBe('kafka')
    const res = await new Client(server.url).post('/api/register', patientPayload())
    await eventually(() => projected([res.body.id]), 30_000)
  })

  it('loses nothing and applies nothing twice when the broker stops during a burst of registrations', async () => {
    const before = await Promise.all([1, 2, 3, 4, 5].map(() => new Client(server.url).post('/api/register', patientPayload())))
    broker('stop')
    const during = []
    for (let i = 0; i < 15; i++) during.push(await new Client(server.url).post('/api/register', patientPayload()))
    expect(during.every((r) => r.status === 201)).toBe(true)
    broker('start')
    const ids = [...before, ...during].map((r) => r.body.id)
    await eventually(() => projected(ids), 120_000, 250)

    // one UserRegistered per account (the test client then completes each patient's profile: more events)
    const events = await server.db.from('event_log').whereIn('aggregate_id', ids).where('type', 'UserRegistered').select('id')
    expect(events).toHaveLength(ids.length)
    const inbox = await server.db
      .from('consumer_inbox')
      .where('consumer', 'identity.admin-users')
      .whereIn(
        'event_id',
        events.map((e: { id: string }) => e.id)
      )
    expect(inbox).toHaveLength(ids.length)
    expect(await server.db.from('dead_letters').where('consumer', 'identity.admin-users')).toHaveLength(0)
    const unpublished = await server.db.from('event_log').whereNull('published_at')
    expect(unpublished).toHaveLength(0)
  })
})

import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pg from 'pg'
import { Client, eventually, patientPayload } from '../../server/tests/helpers/http-client.js'
import { missingService } from '../../server/tests/helpers/services.mjs'
import { connectSocket } from '../../server/tests/helpers/socket.js'
import { startServerProcess, type ServerProcess } from '../../server/tests/helpers/server-process.js'

const redisScript = path.resolve(import.meta.dirname, '../../scripts/services/redis.sh')
const redis = (action: 'start' | 'stop') => execFileSync('bash', [redisScript, action], { stdio: 'pipe', timeout: 30_000 })

describe.skipIf(missingService('redis'))('two nodes sharing PostgreSQL, Redis (and Kafka when configured)', () => {
  let nodeA: ServerProcess
  let nodeB: ServerProcess
  const adminEmail = `admin.node.${Date.now()}@contoh.id`
  const adminPassword = 'AdminNode123'

  beforeAll(async () => {
    const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await db.connect()
    await db.query(`DELETE FROM users WHERE role = 'ADMIN'`)
    await db.end()
    ;[nodeA, nodeB] = await Promise.all([
      startServerProcess({ EVENT_NODE_ID: 'node-a' }),
      startServerProcess({ EVENT_NODE_ID: 'node-b' }),
    ])
  })
  afterAll(async () => {
    await Promise.all([nodeA?.stop(), nodeB?.stop()])
  })

  it('a socket on node A receives the push caused by an HTTP call on node B', async () => {
    const adminOnA = new Client(nodeA.url)
    const reg = await adminOnA.post(
      '/api/register',
      patientPayload({ role: 'ADMIN', fullName: 'Admin Node A', email: adminEmail, password: adminPassword })
    )
    expect(reg.status).toBe(201)
    const socket = await connectSocket(nodeA.url, adminOnA.cookieHeader)
    const seen: string[] = []
    socket.on('user.changed', (p: { email: string }) => seen.push(p.email))
    try {
      const payload = patientPayload()
      const res = await new Client(nodeB.url).post('/api/register', payload)
      expect(res.status).toBe(201)
      await eventually(() => seen.includes(payload.email), 20_000)
      // The session cookie minted by node A is valid on node B (stateless nodes).
      expect((await new Client(nodeB.url).request('GET', '/api/user', undefined, { cookie: adminOnA.cookieHeader })).status).toBe(200)
    } finally {
      socket.close()
    }
  })

  // Needs the Redis .ci/run manages (REDIS_DATA_DIR) to stop and start it.
  it.skipIf(missingService('redis-restart'))(
    'keeps serving while Redis restarts, and pushes cross nodes again afterwards',
    async () => {
      const admin = new Client(nodeA.url)
      const login = await admin.post('/api/login', { email: adminEmail, password: adminPassword })
      expect(login.status, login.text).toBe(200)
      const socket = await connectSocket(nodeA.url, admin.cookieHeader)
      const seen: string[] = []
      socket.on('user.changed', (p: { email: string }) => seen.push(p.email))
      try {
        redis('stop')
        try {
          const during = await new Client(nodeB.url).post('/api/register', patientPayload())
          expect(during.status, during.text).toBe(201)
        } finally {
          redis('start')
        }
        // The adapters reconnect and resubscribe by themselves; a push sent before that is only local.
        await eventually(async () => {
          const payload = patientPayload()
          expect((await new Client(nodeB.url).post('/api/register', payload)).status).toBe(201)
          await new Promise((resolve) => setTimeout(resolve, 500))
          return seen.includes(payload.email)
        }, 30_000)
      } finally {
        socket.close()
      }
    },
    90_000
  )
})

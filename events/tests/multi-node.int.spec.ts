import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pg from 'pg'
import { Client, eventually, patientPayload } from '../../server/tests/helpers/http-client.js'
import { connectSocket } from '../../server/tests/helpers/socket.js'
import { startServerProcess, type ServerProcess } from '../../server/tests/helpers/server-process.js'

const hasRedis = Boolean(process.env.REDIS_URL)

describe.skipIf(!hasRedis)('two nodes sharing PostgreSQL, Redis (and Kafka when configured)', () => {
  let nodeA: ServerProcess
  let nodeB: ServerProcess

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
    const reg = await adminOnA.post('/api/register', patientPayload({ role: 'ADMIN', fullName: 'Admin Node A' }))
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
})

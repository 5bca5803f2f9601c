import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootApp, resetDatabase } from '../tests/helpers/app.mjs'
import { Client, eventually, patientPayload } from '../tests/helpers/http-client.js'
import { startServerProcess, type ServerProcess } from '../tests/helpers/server-process.js'

/**
 * The session → user cache: a suspension, a role/e-mail change or a logout must reach open
 * sessions on their very next request, on the node that made the change and on any other.
 */
let app: Awaited<ReturnType<typeof bootApp>>
let nodeA: ServerProcess
let nodeB: ServerProcess
let admin: Client

const register = async (url: string, payload = patientPayload()) => {
  const client = new Client(url)
  const res = await client.post('/api/register', payload)
  expect(res.status, res.text).toBe(201)
  return { client, user: res.body as { id: string }, payload }
}
/** Requests the same session a few times, so its session row and user are cached. */
const warm = async (client: Client) => {
  for (let i = 0; i < 3; i++) expect((await client.get('/api/user')).status).toBe(200)
}
const withCookie = (url: string, cookie: string) => new Client(url).request('GET', '/api/user', undefined, { cookie })

beforeAll(async () => {
  app = await bootApp()
  await resetDatabase(app.db)
  admin = (await register(app.url, patientPayload({ role: 'ADMIN', fullName: 'Admin Cache' }))).client
  ;[nodeA, nodeB] = await Promise.all([
    startServerProcess({ EVENT_NODE_ID: 'cache-a' }),
    startServerProcess({ EVENT_NODE_ID: 'cache-b' }),
  ])
}, 120_000)
afterAll(async () => {
  await Promise.all([nodeA?.stop(), nodeB?.stop()])
  await app?.stop()
})

describe('session cache on one node', () => {
  it('a suspension ends a warm session on its next request', async () => {
    const { client, user } = await register(app.url)
    await warm(client)
    expect((await admin.patch(`/api/admin/users/${user.id}`, { status: 'SUSPENDED' })).status).toBe(200)
    expect((await client.get('/api/user')).status).toBe(401)
  })

  it('logout ends a copied cookie on its next request', async () => {
    const { client } = await register(app.url)
    const copied = client.cookieHeader
    await warm(client)
    expect((await withCookie(app.url, copied)).status).toBe(200)
    expect((await client.post('/api/logout')).status).toBe(204)
    expect((await withCookie(app.url, copied)).status).toBe(401)
  })

  it('an e-mail change shows on the next /api/user', async () => {
    const { client, user } = await register(app.url)
    await warm(client)
    await app.db
      .from('users')
      .where('id', user.id)
      .update({ email: `baru.${user.id}@contoh.id` })
    // A change made outside a request (SQL): the NOTIFY arrives within milliseconds.
    await eventually(async () => (await client.get('/api/user')).body.email === `baru.${user.id}@contoh.id`, 2000, 5)
  })
})

describe('session cache across two nodes', () => {
  it('sign in on B, warm it, suspend on A: the next request on B is 401', async () => {
    const adminCookie = admin.cookieHeader // the session of the in-process app is valid on every node
    const { client, user } = await register(nodeB.url)
    await warm(client)
    const suspend = await new Client(nodeA.url).request(
      'PATCH',
      `/api/admin/users/${user.id}`,
      { status: 'SUSPENDED' },
      { cookie: adminCookie }
    )
    expect(suspend.status, suspend.text).toBe(200)
    expect((await client.get('/api/user')).status).toBe(401)
  })

  it('logout on A ends the copied cookie on B at its next request', async () => {
    const { client } = await register(nodeA.url)
    const copied = client.cookieHeader
    await warm(client)
    for (let i = 0; i < 3; i++) expect((await withCookie(nodeB.url, copied)).status).toBe(200)
    expect((await client.post('/api/logout')).status).toBe(204)
    expect((await withCookie(nodeB.url, copied)).status).toBe(401)
  })
})

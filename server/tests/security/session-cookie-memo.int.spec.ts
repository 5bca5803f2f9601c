import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootApp, resetDatabase } from '../helpers/app.mjs'
import { registerAccount } from '../helpers/accounts.js'
import { Client, patientPayload } from '../helpers/http-client.js'

// server/http/verified-session-cookie.ts: a node remembers the session id of a cookie value whose
// signature it verified. These pin that the memo grants nothing the session itself no longer does.
let server: Awaited<ReturnType<typeof bootApp>>

beforeAll(async () => {
  server = await bootApp()
  await resetDatabase(server.db)
})
afterAll(async () => {
  await server?.stop()
})

const asCookie = (url: string, cookie: string) => fetch(`${url}/api/user`, { headers: { cookie, accept: 'application/json' } })

/** The session cookie with one character of its signature changed. */
function tampered(cookie: string) {
  return cookie.replace(
    /(telerawat-session=[^;]*)(.)(;|$)/,
    (_all, head: string, last: string, end: string) => `${head}${last === 'A' ? 'B' : 'A'}${end}`
  )
}

describe('remembered session cookies', () => {
  it('a remembered cookie keeps working; a tampered copy of it is refused, every time', async () => {
    const client = new Client(server.url)
    expect((await client.post('/api/register', patientPayload())).status).toBe(201)
    const cookie = client.cookieHeader
    for (let i = 0; i < 3; i++) expect((await asCookie(server.url, cookie)).status).toBe(200)
    const forged = tampered(cookie)
    expect(forged).not.toBe(cookie)
    for (let i = 0; i < 3; i++) expect((await asCookie(server.url, forged)).status).toBe(401)
  })

  it('after logout the remembered cookie gets 401', async () => {
    const client = new Client(server.url)
    expect((await client.post('/api/register', patientPayload())).status).toBe(201)
    const cookie = client.cookieHeader
    expect((await asCookie(server.url, cookie)).status).toBe(200)
    expect((await client.post('/api/logout')).status).toBeLessThan(300)
    expect((await asCookie(server.url, cookie)).status).toBe(401)
  })

  it("after an admin's suspension the remembered cookie is refused on its next request (the suspension ends the session: 401)", async () => {
    const admin = await registerAccount(server.url, 'ADMIN')
    const client = new Client(server.url)
    const registered = await client.post('/api/register', patientPayload())
    expect(registered.status).toBe(201)
    const cookie = client.cookieHeader
    expect((await asCookie(server.url, cookie)).status).toBe(200)
    expect((await admin.client.patch(`/api/admin/users/${registered.body.id}`, { status: 'SUSPENDED' })).status).toBe(200)
    expect((await asCookie(server.url, cookie)).status).toBe(401)
  })
})

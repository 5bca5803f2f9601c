import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootApp, resetDatabase } from '../helpers/app.mjs'
import { Client, patientPayload } from '../helpers/http-client.js'

let server: Awaited<ReturnType<typeof bootApp>>

beforeAll(async () => {
  server = await bootApp()
  await resetDatabase(server.db)
})
afterAll(async () => {
  await server?.stop()
})

/** The CSP as directive name -> sources, whatever separator the renderer uses. */
function directives(header: string | null): Map<string, string> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.split(' ')[0], d.slice(d.indexOf(' ') + 1)] as [string, string])
  )
}

function expectSecurityHeaders(headers: Headers) {
  const csp = directives(headers.get('content-security-policy'))
  expect(csp.get('default-src')).toBe("'self'")
  expect(csp.get('script-src')).toBe("'self'")
  expect(csp.get('object-src')).toBe("'none'")
  expect(csp.get('frame-ancestors')).toBe("'none'")
  expect(csp.get('frame-src')).toContain('https://www.youtube-nocookie.com')
  expect(headers.get('x-frame-options')).toBe('DENY')
  expect(headers.get('x-content-type-options')).toBe('nosniff')
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  expect(headers.get('strict-transport-security')).toBeNull() // production only
}

describe('security headers (@adonisjs/shield)', () => {
  it('sessionless routes carry them and still get no session cookie', async () => {
    for (const path of ['/api/health', '/api/no-such-endpoint']) {
      const res = await fetch(server.url + path)
      await res.arrayBuffer()
      expectSecurityHeaders(res.headers)
      expect(res.headers.get('set-cookie'), path).toBeNull()
    }
  })

  it('session routes carry them, and JSON writes need no CSRF token (same-origin check instead)', async () => {
    const client = new Client(server.url)
    const res = await client.post('/api/register', patientPayload({ email: 'header.check@contoh.id' }))
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expectSecurityHeaders(res.headers)
    const cross = await fetch(`${server.url}/api/logout`, {
      method: 'POST',
      headers: { cookie: client.cookieHeader, origin: 'https://evil.example' },
    })
    expect(cross.status).toBe(403)
  })
})

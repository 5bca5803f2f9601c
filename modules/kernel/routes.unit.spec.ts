import { describe, expect, it } from 'vitest'
import type { Router } from '@adonisjs/core/http'
import { isIdentityNeutral, registerRoutes, route } from './routes.js'

class Things {
  send() {}
  rename() {}
}
const Controller = async () => ({ default: Things })

/** A router that records what it was given, as the AdonisJS router's chain (`.use`) returns. */
function recordingRouter() {
  const added: string[] = []
  const add = (method: string) => (path: string) => {
    added.push(`${method} ${path}`)
    return { use: () => {} }
  }
  return { added, router: { get: add('GET'), post: add('POST'), put: add('PUT'), patch: add('PATCH'), delete: add('DELETE') } }
}

describe('identity-neutral routes', () => {
  it('only the routes declared identityNeutral skip the identity barrier, by method and pattern', () => {
    const { added, router } = recordingRouter()
    registerRoutes(
      router as unknown as Router,
      [
        route.post('/api/things/:id/messages', [Controller, 'send'], {
          summary: 's',
          auth: 'signed-in',
          response: {},
          identityNeutral: true,
        }),
        route.post('/api/things/:id/name', [Controller, 'rename'], { summary: 'r', auth: 'signed-in', response: {} }),
      ],
      () => ({})
    )
    expect(added).toEqual(['POST /api/things/:id/messages', 'POST /api/things/:id/name'])
    expect(isIdentityNeutral('POST', '/api/things/:id/messages')).toBe(true)
    expect(isIdentityNeutral('PUT', '/api/things/:id/messages')).toBe(false)
    expect(isIdentityNeutral('POST', '/api/things/:id/name')).toBe(false)
    expect(isIdentityNeutral('POST', undefined)).toBe(false)
  })
})

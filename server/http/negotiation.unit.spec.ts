import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { acceptedEncodings, matchesEtag } from './negotiation.js'
import { pickEncoding } from './compress-json.js'
import { buildStaticManifest } from './static-manifest.js'
import { isSessionless } from './sessionless-routes.js'

describe('content negotiation', () => {
  it('reads Accept-Encoding, honouring q=0 and *', () => {
    expect([...acceptedEncodings('gzip, deflate, br')]).toEqual(['gzip', 'deflate', 'br'])
    expect(acceptedEncodings('br;q=0, gzip;q=0.5').has('br')).toBe(false)
    expect(pickEncoding(acceptedEncodings('br;q=0, gzip;q=0.5'))).toBe('gzip')
    expect(pickEncoding(acceptedEncodings('*'))).toBe('br')
    expect(pickEncoding(acceptedEncodings(undefined))).toBeNull()
  })

  it('matches If-None-Match lists, * and weak forms of a strong tag', () => {
    expect(matchesEtag('"a", "b"', '"b"')).toBe(true)
    expect(matchesEtag('W/"b"', '"b"')).toBe(true)
    expect(matchesEtag('*', '"b"')).toBe(true)
    expect(matchesEtag('"c"', '"b"')).toBe(false)
    expect(matchesEtag(undefined, '"b"')).toBe(false)
  })
})

describe('static manifest', () => {
  it('hashed assets are immutable, index.html revalidates, precompressed siblings are found', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'static-'))
    mkdirSync(path.join(root, 'assets'))
    writeFileSync(path.join(root, 'index.html'), '<!doctype html>')
    writeFileSync(path.join(root, 'assets/app-abc123.js'), 'console.log(1)')
    writeFileSync(path.join(root, 'assets/app-abc123.js.br'), 'x')
    const manifest = buildStaticManifest(root)
    expect(manifest.get('/assets/app-abc123.js')).toMatchObject({
      cacheControl: 'public, max-age=31536000, immutable',
      type: 'text/javascript; charset=utf-8',
      variants: { br: { size: 1 } },
    })
    expect(manifest.get('/')?.cacheControl).toBe('no-cache')
    expect(manifest.has('/assets/app-abc123.js.br')).toBe(false)
  })
})

describe('sessionless routes', () => {
  it('health, the SPA and the unknown-API 404 skip the session; everything else runs it', () => {
    expect(['/api/health', '*', '/api/*'].every(isSessionless)).toBe(true)
    expect(isSessionless('/api/user')).toBe(false)
    expect(isSessionless(undefined)).toBe(false)
  })
})

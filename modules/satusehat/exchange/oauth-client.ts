import type { ExchangeConfig } from '../settings.js'

interface CachedToken {
  key: string
  accessToken: string
  expiresAt: number
}

/** Refresh this long before the server's expiry, so a token never dies in flight. */
const EXPIRY_MARGIN_MS = 60_000

/**
 * OAuth2 client credentials as SATUSEHAT does them: POST the token URL with
 * `grant_type=client_credentials` (query and form body) and the client id and secret in the form
 * body; the answer's `access_token` is cached until `expires_in` (less a margin) runs out.
 */
export class OAuthClient {
  private cached: CachedToken | null = null
  private inFlight: Promise<string> | null = null
  /** How many tokens were fetched (tests check the cache). */
  fetched = 0

  constructor(private timeoutMs: number) {}

  async token(config: ExchangeConfig): Promise<string> {
    const key = `${config.authUrl}\n${config.clientId}\n${config.clientSecret}`
    if (this.cached && this.cached.key === key && this.cached.expiresAt > Date.now()) return this.cached.accessToken
    this.inFlight ??= this.fetchToken(config, key).finally(() => {
      this.inFlight = null
    })
    return this.inFlight
  }

  /** Forget the token (the FHIR server answered 401: it was revoked or the secret changed). */
  invalidate() {
    this.cached = null
  }

  private async fetchToken(config: ExchangeConfig, key: string): Promise<string> {
    const url = new URL(config.authUrl)
    if (!url.searchParams.has('grant_type')) url.searchParams.set('grant_type', 'client_credentials')
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: config.clientId, client_secret: config.clientSecret }),
      signal: AbortSignal.timeout(this.timeoutMs),
    })
    const text = await response.text()
    if (!response.ok) throw new Error(`token: HTTP ${response.status} ${text.slice(0, 200)}`.trim())
    let body: { access_token?: unknown; expires_in?: unknown }
    try {
      body = JSON.parse(text)
    } catch {
      throw new Error('token: the answer is not JSON')
    }
    if (typeof body.access_token !== 'string' || body.access_token === '') throw new Error('token: no access_token in the answer')
    const expiresIn = Number(body.expires_in)
    const lifetimeMs = Number.isFinite(expiresIn) && expiresIn > 0 ? expiresIn * 1000 : 5 * 60_000
    this.fetched++
    this.cached = { key, accessToken: body.access_token, expiresAt: Date.now() + Math.max(0, lifetimeMs - EXPIRY_MARGIN_MS) }
    return body.access_token
  }
}

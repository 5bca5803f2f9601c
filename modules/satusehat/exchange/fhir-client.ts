import type { ExchangedResource } from '../contracts/exchange-status.js'
import { failureReason, serverIds } from '../domain/transaction-response.js'
import type { ExchangeConfig } from '../settings.js'
import type { OAuthClient } from './oauth-client.js'

/** A failed POST: `retryable` is false only when retrying cannot help (the Bundle itself was refused). */
export class ExchangeError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean
  ) {
    super(message)
  }
}

/**
 * POSTs a transaction Bundle to the FHIR base URL with a bearer token and returns the ids the
 * server gave each entry. A 401 drops the cached token (the next attempt fetches a new one).
 */
export async function postTransaction(
  config: ExchangeConfig,
  oauth: OAuthClient,
  bundle: unknown,
  timeoutMs: number
): Promise<ExchangedResource[]> {
  let token: string
  try {
    token = await oauth.token(config)
  } catch (error) {
    throw new ExchangeError(`Token OAuth2: ${describe(error)}`, true)
  }
  let response: Response
  try {
    response = await fetch(`${config.fhirBaseUrl}/`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/fhir+json',
        accept: 'application/fhir+json',
        prefer: 'return=minimal',
      },
      body: JSON.stringify(bundle),
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (error) {
    throw new ExchangeError(`Server FHIR tidak dapat dihubungi: ${describe(error)}`, true)
  }
  const text = await response.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {
    // not JSON: keep the text for the reason
  }
  if (response.status === 401) oauth.invalidate()
  if (!response.ok) {
    // 4xx other than 401/408/429 means the server refused this Bundle: the same Bundle will be refused again.
    const retryable = response.status >= 500 || [401, 408, 429].includes(response.status)
    throw new ExchangeError(failureReason(response.status, body), retryable)
  }
  try {
    return serverIds(body)
  } catch (error) {
    throw new ExchangeError(describe(error), true)
  }
}

function describe(error: unknown): string {
  const e = error as { message?: string; cause?: { code?: string; message?: string } }
  const cause = e?.cause?.code ?? e?.cause?.message
  return [e?.message ?? String(error), cause].filter(Boolean).join(' — ').slice(0, 300)
}

import type { ExchangedResource } from '../contracts/exchange-status.js'

interface ResponseEntry {
  response?: { status?: string; location?: string }
  resource?: { resourceType?: string; id?: string }
}

/**
 * The ids a FHIR server gave the entries of a transaction: from each entry's response.location
 * ("Patient/123/_history/1", absolute or relative) or, failing that, its returned resource.
 * A transaction is all or nothing, so any entry without a 2xx status makes the answer unusable.
 */
export function serverIds(bundle: unknown): ExchangedResource[] {
  const b = bundle as { resourceType?: string; type?: string; entry?: ResponseEntry[] } | null
  if (!b || b.resourceType !== 'Bundle' || b.type !== 'transaction-response') {
    throw new Error('FHIR server did not answer with a transaction-response Bundle')
  }
  return (b.entry ?? []).map((entry, i) => {
    const status = entry.response?.status ?? ''
    if (!/^2\d\d/.test(status)) throw new Error(`entry ${i} answered "${status || 'no status'}"`)
    const fromLocation = parseLocation(entry.response?.location)
    if (fromLocation) return fromLocation
    if (entry.resource?.resourceType && entry.resource.id) return { resourceType: entry.resource.resourceType, id: entry.resource.id }
    throw new Error(`entry ${i} has neither a location nor a resource id`)
  })
}

export function parseLocation(location: string | undefined): ExchangedResource | null {
  if (!location) return null
  const match = /(?:^|\/)([A-Z][A-Za-z]+)\/([A-Za-z0-9\-.]{1,64})(?:\/_history\/[^/]+)?\/?$/.exec(location)
  return match ? { resourceType: match[1], id: match[2] } : null
}

/** A short, one-line reason from a FHIR OperationOutcome (or any body), for 'Gagal: …'. */
export function failureReason(status: number, body: unknown): string {
  const issues = body as { resourceType?: string; issue?: Array<{ diagnostics?: string; details?: { text?: string } }> } | null
  const text =
    issues && issues.resourceType === 'OperationOutcome'
      ? (issues.issue ?? [])
          .map((i) => i.diagnostics ?? i.details?.text)
          .filter(Boolean)
          .join('; ')
      : typeof body === 'string'
        ? body
        : ''
  return `HTTP ${status}${text ? `: ${text}` : ''}`.replace(/\s+/g, ' ').slice(0, 500)
}

import { findDefinition } from './catalogue.js'

/**
 * How the admin event browser shows a payload (issue 24): the fields the catalogue marks
 * sensitive (events/<module>/<event>.ts, `sensitive`) are replaced by null and named in
 * `redactedFields`; everything else — ids, times, statuses — stays for fixing dead letters.
 */
export interface RedactedPayload {
  payload: Record<string, unknown>
  redactedFields: string[]
}

export function redactPayload(type: string, version: number, payload: Record<string, unknown>): RedactedPayload {
  const sensitive = findDefinition(type, version)?.sensitive ?? []
  const redactedFields = sensitive.filter((field) => payload[field] !== undefined && payload[field] !== null)
  if (redactedFields.length === 0) return { payload, redactedFields }
  return { payload: { ...payload, ...Object.fromEntries(redactedFields.map((f) => [f, null])) }, redactedFields }
}

/** The patient profile id an event concerns (whose access trail records a reveal), or null. */
export function patientOfEvent(type: string, version: number, payload: Record<string, unknown>): string | null {
  const def = findDefinition(type, version)
  if (!def?.patientOf) return null
  try {
    return def.patientOf(payload as never) ?? null
  } catch {
    return null
  }
}

/** Whether an event holds anything the browser redacts (a reveal is only offered, and audited, for those). */
export function hasSensitiveFields(type: string, version: number): boolean {
  return (findDefinition(type, version)?.sensitive?.length ?? 0) > 0
}

import type { EventEnvelope } from '#events/envelope'
import { laterPosition } from '#events/batch-sql'

/** Latest known name and e-mail of a user (rm_appointment_people). */
export interface PersonRow {
  user_id: string
  name: string
  email: string
  last_position: string
}

/**
 * Merges one fact about a person. Positions make it order-independent: identity and
 * scheduling events travel on different Kafka topics, so an older fact may arrive later.
 * An empty name (an e-mail change) never replaces a known name.
 */
export function mergePerson(row: PersonRow | null, fact: PersonRow): PersonRow {
  if (!row) return fact
  const newer = BigInt(row.last_position) < BigInt(fact.last_position)
  return {
    user_id: row.user_id,
    name: fact.name !== '' && (row.name === '' || newer) ? fact.name : row.name,
    email: newer ? fact.email : row.email,
    last_position: laterPosition(row.last_position, fact.last_position),
  }
}

/** The person facts an event carries, in the order the old handlers applied them. */
export function personFacts(e: EventEnvelope<any>): PersonRow[] {
  const p = e.payload
  const at = e.position
  switch (e.type) {
    case 'AppointmentBooked':
      return [
        { user_id: p.patientUserId, name: p.patientName, email: p.patientEmail, last_position: at },
        { user_id: p.providerUserId, name: p.providerName, email: p.providerEmail, last_position: at },
      ]
    case 'UserRegistered':
      return p.role === 'ADMIN' ? [] : [{ user_id: p.userId, name: p.name, email: p.email, last_position: at }]
    case 'UserEmailChanged':
      return [{ user_id: p.userId, name: '', email: p.email, last_position: at }]
    default:
      return []
  }
}

/** Folds a batch's person facts onto the current rows: the final row of every touched person. */
export function foldPeople(current: PersonRow[], events: EventEnvelope<any>[]) {
  const rows = new Map<string, PersonRow>(current.map((r) => [r.user_id, { ...r, last_position: String(r.last_position) }]))
  const touched = new Set<string>()
  for (const fact of events.flatMap(personFacts)) {
    rows.set(fact.user_id, mergePerson(rows.get(fact.user_id) ?? null, fact))
    touched.add(fact.user_id)
  }
  return [...touched].map((id) => rows.get(id)!)
}

/** Per appointment, its newest status change in the batch (a status only moves forward by position). */
export function latestStatuses(events: EventEnvelope<any>[]) {
  const latest = new Map<string, { id: string; status: string; updated_at: string; last_position: string }>()
  for (const e of events) {
    if (e.type !== 'AppointmentCancelled' && e.type !== 'SessionEnded') continue
    const id = e.payload.appointmentId as string
    const seen = latest.get(id)
    if (!seen || BigInt(seen.last_position) < BigInt(e.position)) {
      latest.set(id, { id, status: e.payload.status, updated_at: e.occurredAt, last_position: e.position })
    }
  }
  return [...latest.values()]
}

/** Per appointment, its newest time in the batch (AppointmentRescheduled; a later move wins by position). */
export function latestTimes(events: EventEnvelope<any>[]) {
  const latest = new Map<string, { id: string; scheduled_at: string; updated_at: string; last_position: string }>()
  for (const e of events) {
    if (e.type !== 'AppointmentRescheduled') continue
    const id = e.payload.appointmentId as string
    const seen = latest.get(id)
    if (!seen || BigInt(seen.last_position) < BigInt(e.position)) {
      latest.set(id, { id, scheduled_at: e.payload.scheduledAt, updated_at: e.occurredAt, last_position: e.position })
    }
  }
  return [...latest.values()]
}

import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { defineConsumer, liveTables, readsTypes } from '#events/consumer'
import { announceReadModelChange } from '#events/read-model-changes'
import type { EventEnvelope } from '#events/envelope'
import { loadRows, upsertRows } from '#events/batch-sql'
import type { AppointmentBooked } from '#events/scheduling/appointment-booked'
import { foldPeople, latestStatuses, latestTimes, personFacts, type PersonRow } from './appointment-views-fold.js'
import { latestMedia } from './appointment-media-fold.js'
import { bookedType } from '../domain/appointment-type.js'
import { addCounts, type StatusChange } from './appointment-counts.js'

export const APPOINTMENT_VIEWS_CONSUMER = 'scheduling.appointment-views'

const VIEW_COLUMNS = {
  id: 'uuid',
  patient_id: 'uuid',
  patient_user_id: 'uuid',
  patient_name: 'text',
  patient_gender: 'text',
  patient_contact: 'text',
  patient_dob: 'text',
  patient_mrn: 'text',
  provider_id: 'uuid',
  provider_user_id: 'uuid',
  provider_name: 'text',
  provider_role: 'text',
  provider_specialization: 'text',
  scheduled_at: 'timestamptz',
  duration_minutes: 'integer',
  status: 'text',
  meet_link: 'text',
  reason: 'text',
  complaint: 'text',
  payment_method: 'text',
  consultation_fee: 'integer',
  type: 'text',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
  last_position: 'bigint',
}
const PEOPLE_COLUMNS = { user_id: 'uuid', name: 'text', email: 'text', last_position: 'bigint' }

function viewRow(e: EventEnvelope<AppointmentBooked>) {
  const p = e.payload
  return {
    id: p.appointmentId,
    patient_id: p.patientId,
    patient_user_id: p.patientUserId,
    patient_name: p.patientName,
    patient_gender: p.patientGender,
    patient_contact: p.patientContact,
    patient_dob: p.patientDob,
    patient_mrn: p.patientMedicalRecordNumber,
    provider_id: p.providerId,
    provider_user_id: p.providerUserId,
    provider_name: p.providerName,
    provider_role: p.providerRole,
    provider_specialization: p.providerSpecialization,
    scheduled_at: p.scheduledAt,
    duration_minutes: p.durationMinutes,
    status: p.status,
    meet_link: p.meetLink,
    reason: p.reason,
    complaint: p.complaint,
    payment_method: p.paymentMethod,
    consultation_fee: p.consultationFee,
    type: bookedType(p),
    created_at: p.createdAt,
    updated_at: e.occurredAt,
    last_position: e.position,
  }
}

/** Sets `columns` (+ updated_at, last_position) of the views that `rows` are newer than, in one statement. */
async function updateNewer(
  trx: TransactionClientContract,
  views: string,
  columns: Record<string, string>,
  rows: Array<{ id: string; updated_at: string; last_position: string }>
) {
  if (rows.length === 0) return
  const set = Object.keys(columns).map((c) => `${c} = r.${c}`)
  const types = Object.entries(columns).map(([c, type]) => `${c} ${type}`)
  await trx.rawQuery(
    `UPDATE ${views} v SET ${set.join(', ')}, updated_at = r.updated_at, last_position = r.last_position
     FROM jsonb_to_recordset(?::jsonb) AS r(id uuid, ${types.join(', ')}, updated_at timestamptz, last_position bigint)
     WHERE v.id = r.id AND v.last_position < r.last_position`,
    [JSON.stringify(rows)]
  )
}

/**
 * Sets one side of `media` where the side's stored position is older. Media events travel on the
 * call topic, so they neither move the view's own position (a status change on the scheduling
 * topic may arrive after them) nor its updatedAt (the appointment itself did not change).
 */
async function updateMedia(
  trx: TransactionClientContract,
  views: string,
  role: 'PATIENT' | 'PROVIDER',
  rows: ReturnType<typeof latestMedia>
): Promise<Participants[]> {
  if (rows.length === 0) return []
  const key = role === 'PATIENT' ? 'patient' : 'provider'
  const { rows: changed } = await trx.rawQuery(
    `UPDATE ${views} v SET media = jsonb_set(v.media, '{${key}}', r.side)
     FROM jsonb_to_recordset(?::jsonb) AS r(id uuid, side jsonb)
     WHERE v.id = r.id AND COALESCE((v.media->'${key}'->>'position')::bigint, 0) < (r.side->>'position')::bigint
     RETURNING v.patient_user_id, v.provider_user_id`,
    [JSON.stringify(rows)]
  )
  return changed
}

interface Participants {
  patient_user_id: string
  provider_user_id: string
}

/**
 * Sets the status of the views that `rows` are newer than, in one statement; returns each changed
 * row's participants with its status before and after (`o` is the row as the statement found it).
 */
async function updateStatuses(
  trx: TransactionClientContract,
  views: string,
  rows: Array<{ id: string; status: string; updated_at: string; last_position: string }>
): Promise<StatusChange[]> {
  if (rows.length === 0) return []
  const { rows: changed } = await trx.rawQuery(
    `UPDATE ${views} v SET status = r.status, updated_at = r.updated_at, last_position = r.last_position
     FROM jsonb_to_recordset(?::jsonb) AS r(id uuid, status text, updated_at timestamptz, last_position bigint), ${views} o
     WHERE v.id = r.id AND o.id = v.id AND v.last_position < r.last_position
     RETURNING v.patient_user_id, v.provider_user_id, o.status AS old_status, v.status AS new_status`,
    [JSON.stringify(rows)]
  )
  return changed
}

/**
 * rm_appointment_views (+ rm_appointment_people, rm_appointment_counts): the appointment lists,
 * fed by events only. A batch: new bookings in one insert (a booking seen before is kept), each
 * appointment's newest time (AppointmentRescheduled) and newest status in one update each, the
 * people folded in memory and upserted once, and the viewers' status counters moved by exactly
 * the rows the insert and the status update wrote (one statement); the call's media per side from
 * its newest event (running totals).
 */
export const appointmentViewsProjection = defineConsumer({
  name: APPOINTMENT_VIEWS_CONSUMER,
  readModels: ['rm_appointment_views', 'rm_appointment_people', 'rm_appointment_counts'],
  handlers: readsTypes([
    'AppointmentBooked',
    'AppointmentRescheduled',
    'AppointmentCancelled',
    'SessionEnded',
    'UserRegistered',
    'UserEmailChanged',
    'ConsultationMediaConnected',
    'ConsultationMediaEnded',
  ]),
  async applyBatch(events, trx, table) {
    const views = table('rm_appointment_views')
    const booked = new Map<string, ReturnType<typeof viewRow>>()
    for (const e of events) {
      if (e.type === 'AppointmentBooked' && !booked.has(e.payload.appointmentId)) booked.set(e.payload.appointmentId, viewRow(e))
    }
    const inserted: StatusChange[] = await upsertRows(
      trx,
      views,
      VIEW_COLUMNS,
      ['id'],
      [...booked.values()],
      false,
      'patient_user_id, provider_user_id, NULL AS old_status, status AS new_status'
    )
    // moves before status changes: a batch may hold a move and then the cancellation of the same appointment
    await updateNewer(trx, views, { scheduled_at: 'timestamptz' }, latestTimes(events))
    const changed = await updateStatuses(trx, views, latestStatuses(events))
    await addCounts(trx, table('rm_appointment_counts'), [...inserted, ...changed])
    const mediaChanged = [
      ...(await updateMedia(trx, views, 'PATIENT', latestMedia(events, 'PATIENT'))),
      ...(await updateMedia(trx, views, 'PROVIDER', latestMedia(events, 'PROVIDER'))),
    ]
    const people = table('rm_appointment_people')
    const userIds = [...new Set(events.flatMap(personFacts).map((f) => f.user_id))]
    const current = await loadRows<PersonRow>(trx, people, 'user_id', userIds)
    await upsertRows(trx, people, PEOPLE_COLUMNS, ['user_id'], foldPeople(current, events))
    // a replay's shadow tables serve no one until the swap, which announces everything
    if (table === liveTables) await announceReadModelChange(trx, APPOINTMENT_VIEWS_CONSUMER, changedViewers(events, mediaChanged))
  },
})

/**
 * Whose lists a batch changed: both sides of each appointment (a call's media events name one
 * side: the rows they changed name both); a person's name shows on every counterpart's rows, so a
 * name change is announced as everything.
 */
function changedViewers(events: EventEnvelope[], mediaChanged: Participants[]): Set<string> | '*' {
  const users = new Set<string>(mediaChanged.flatMap((p) => [p.patient_user_id, p.provider_user_id]))
  for (const e of events) {
    if (e.type === 'UserRegistered' || e.type === 'UserEmailChanged') return '*'
    const p = e.payload as { patientUserId?: string; providerUserId?: string }
    if (p.patientUserId) users.add(p.patientUserId)
    if (p.providerUserId) users.add(p.providerUserId)
  }
  return users
}

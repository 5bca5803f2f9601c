import db from '@adonisjs/lucid/services/db'
import { z } from 'zod'
import { DateTime } from 'luxon'
import { clinicSettings } from '#modules/clinic/index'
import { decodeCursor, prepared, toPage, type PageRequest } from '#modules/kernel/index'
import type { WaitlistEntryDto } from '../contracts/waitlist.js'
import { waitlistAnswers } from './kept-waitlists.js'

export const WAITLIST_LIST = 'waitlist'
const waitlistCursor = z.tuple([z.iso.date(), z.string().regex(/^\d{1,18}$/)])

/**
 * GET /api/waitlist: the patient's entries for today and later (entries they left are gone), by
 * day and join order, each with its latest offer and, while waiting, their place in line.
 * Read from scheduling's own tables: the offer's hold is a consistency matter, not a view.
 */
export async function listWaitlistPage(patientUserId: string, page: PageRequest, onlyEntryId?: string) {
  const after = page.cursor ? decodeCursor(WAITLIST_LIST, page.cursor, waitlistCursor) : undefined
  const today = DateTime.now().setZone(clinicSettings().timezone).toISODate()!
  if (onlyEntryId) return loadWaitlistPage(patientUserId, page, today, after, onlyEntryId)
  const variant = `${today} ${page.limit} ${page.cursor ?? ''}`
  return waitlistAnswers.answer(patientUserId, variant, -1, () => loadWaitlistPage(patientUserId, page, today, after))
}

async function loadWaitlistPage(
  patientUserId: string,
  page: PageRequest,
  today: string,
  after: readonly [string, string] | undefined,
  onlyEntryId?: string
) {
  // prepared: one constant text, asked by every opening of the patient dashboard (planning cost more than running it)
  const { rows } = await prepared(
    db.rawQuery(
      `SELECT e.*, e.line_no::text AS line_key, o.id AS offer_id, o.status AS offer_status, o.scheduled_at AS offer_scheduled_at,
            o.offered_at, o.expires_at, o.appointment_id AS offer_appointment_id,
            CASE WHEN e.status = 'WAITING' THEN
              (SELECT count(*) FROM waitlist_entries w
                WHERE w.provider_id = e.provider_id AND w.date = e.date AND w.status = 'WAITING' AND w.line_no <= e.line_no)
            END AS place
       FROM waitlist_entries e
       LEFT JOIN LATERAL (SELECT * FROM waitlist_offers o WHERE o.entry_id = e.id ORDER BY o.offered_at DESC LIMIT 1) o ON true
      WHERE e.patient_user_id = ? AND e.status <> 'LEFT' AND e.date >= ?
        AND (?::date IS NULL OR (e.date, e.line_no) > (?::date, ?::bigint))
        AND (?::uuid IS NULL OR e.id = ?::uuid)
      ORDER BY e.date, e.line_no
      LIMIT ?`,
      [
        patientUserId,
        today,
        after?.[0] ?? null,
        after?.[0] ?? null,
        after?.[1] ?? null,
        onlyEntryId ?? null,
        onlyEntryId ?? null,
        page.limit + 1,
      ] as any[]
    )
  )
  return toPage(rows, page.limit, WAITLIST_LIST, (r: any) => [r.date, r.line_key], toDto)
}

function toDto(r: any): WaitlistEntryDto {
  return {
    id: r.id,
    providerId: r.provider_id,
    providerName: r.provider_name,
    providerSpecialization: r.provider_specialization,
    date: r.date,
    status: r.status,
    type: r.appointment_type,
    joinedAt: new Date(r.joined_at).toISOString(),
    position: r.place === null || r.place === undefined ? null : Number(r.place),
    offer: r.offer_id
      ? {
          id: r.offer_id,
          status: r.offer_status,
          scheduledAt: new Date(r.offer_scheduled_at).toISOString(),
          offeredAt: new Date(r.offered_at).toISOString(),
          expiresAt: new Date(r.expires_at).toISOString(),
          appointmentId: r.offer_appointment_id,
        }
      : null,
  }
}

/** One entry of the patient's, as the list shows it (null: not theirs, or gone from the list). */
export async function findWaitlistEntry(patientUserId: string, entryId: string) {
  return (await listWaitlistPage(patientUserId, { limit: 1, cursor: undefined }, entryId)).items[0] ?? null
}

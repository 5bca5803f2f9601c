import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { z } from 'zod'
import { findProviderProfile, listActiveProvidersAfter } from '#modules/identity/index'
import { decodeCursor, notFound, toPage, type PageRequest } from '#modules/kernel/index'
import type { AvailabilitySlot } from '../contracts/provider-availability.js'
import { dayOffOn, slotsOfDay } from '../domain/slots.js'
import { loadProviderSchedule } from './provider-schedule.js'
import type { DateTime } from 'luxon'

const providersCursor = z.tuple([z.string().max(200), z.uuid()])
export const PROVIDERS_LIST = 'providers'

/** One page of the booking dialog's provider directory: active, verified providers by (displayName, id). */
export async function listProvidersPage(page: PageRequest) {
  const after = page.cursor ? decodeCursor(PROVIDERS_LIST, page.cursor, providersCursor) : undefined
  const rows = await listActiveProvidersAfter(page.limit + 1, after)
  return toPage(
    rows,
    page.limit,
    PROVIDERS_LIST,
    (p) => [p.displayName, p.id],
    (p) => p
  )
}

/**
 * Which of a provider's slots on one clinic day are still bookable (unverified providers: none,
 * 404): the clinic's slots now, narrowed by the provider's weekly schedule; none on a day off.
 * A slot held for a waiting patient (an open waitlist offer) is not bookable by anyone else.
 */
export async function providerAvailability(
  providerId: string,
  day: DateTime,
  clinicSlots: readonly string[],
  now = new Date(),
  client: QueryClientContract = db.connection()
): Promise<{ slots: AvailabilitySlot[]; dayOff: boolean }> {
  const provider = await findProviderProfile(providerId, client)
  if (!provider || provider.status !== 'ACTIVE' || !provider.verified) throw notFound('scheduling.provider_not_found')
  const [from, to] = [day.toJSDate(), day.plus({ days: 1 }).toJSDate()]
  const taken = await client
    .from('appointments')
    .where('provider_id', providerId)
    .whereNot('status', 'CANCELLED')
    .where('scheduled_at', '>=', from)
    .where('scheduled_at', '<', to)
    .select('scheduled_at')
    .union((held) =>
      held
        .from('waitlist_offers')
        .where({ provider_id: providerId, status: 'OFFERED' })
        .where('scheduled_at', '>=', from)
        .where('scheduled_at', '<', to)
        .select('scheduled_at')
    )
  const takenIsos = new Set(taken.map((r) => new Date(r.scheduled_at).toISOString()))
  const schedule = await loadProviderSchedule(providerId, provider.availableSlots, { on: day.toISODate()! }, client)
  return { slots: slotsOfDay(day, schedule, clinicSlots, now, takenIsos), dayOff: dayOffOn(schedule, day.toISODate()!) !== undefined }
}

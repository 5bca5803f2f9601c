import db from '@adonisjs/lucid/services/db'
import { findProviderProfile, listActiveProviders } from '#modules/identity/index'
import { notFound } from '#modules/kernel/index'
import { slotsOfDay, type SlotView } from '../domain/slots.js'
import type { DateTime } from 'luxon'

/** The provider directory for the booking dialog: active providers only. */
export async function listProviders() {
  const providers = await listActiveProviders()
  return providers.map((p) => ({
    id: p.id,
    userId: p.userId,
    displayName: p.displayName,
    providerRole: p.providerRole,
    specialization: p.specialization,
    consultationFee: p.consultationFee,
  }))
}

/** Which of a provider's slots on one clinic day are still bookable. */
export async function providerAvailability(providerId: string, day: DateTime, now = new Date()): Promise<SlotView[]> {
  const provider = await findProviderProfile(providerId)
  if (!provider || provider.status !== 'ACTIVE') throw notFound('Tenaga kesehatan tidak ditemukan')
  const taken = await db
    .from('appointments')
    .where('provider_id', providerId)
    .whereNot('status', 'CANCELLED')
    .where('scheduled_at', '>=', day.toJSDate())
    .where('scheduled_at', '<', day.plus({ days: 1 }).toJSDate())
    .select('scheduled_at')
  const takenIsos = new Set(taken.map((r) => new Date(r.scheduled_at).toISOString()))
  return slotsOfDay(day, provider.availableSlots, now, takenIsos)
}

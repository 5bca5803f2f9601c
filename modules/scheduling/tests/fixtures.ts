import { DateTime } from 'luxon'
import { expect } from 'vitest'
import { Client, patientPayload, providerPayload } from '../../../server/tests/helpers/http-client.js'

export const ZONE = 'Asia/Jakarta'

/** A clinic day `offset` days from today (Asia/Jakarta), as 'YYYY-MM-DD'. */
export function clinicDate(offset: number): string {
  return DateTime.now().setZone(ZONE).startOf('day').plus({ days: offset }).toISODate()!
}

/** The UTC ISO instant of a clinic-local time on a clinic day `offset` days ahead. */
export function slotAt(offset: number, time = '09:00'): string {
  const [hour, minute] = time.split(':').map(Number)
  return DateTime.now().setZone(ZONE).startOf('day').plus({ days: offset }).set({ hour, minute }).toUTC().toISO()!
}

export interface Account {
  client: Client
  user: { id: string; email: string; profile: { id: string } }
}

export async function register(baseUrl: string, payload: Record<string, unknown>): Promise<Account> {
  const client = new Client(baseUrl)
  const res = await client.post('/api/register', payload)
  expect(res.status, res.text).toBe(201)
  return { client, user: res.body }
}

export const newPatient = (baseUrl: string, overrides: Record<string, unknown> = {}) => register(baseUrl, patientPayload(overrides))
export const newProvider = (baseUrl: string, overrides: Record<string, unknown> = {}) => register(baseUrl, providerPayload(overrides))

export function book(patient: Account, providerProfileId: string, scheduledAt: string, extra: Record<string, unknown> = {}) {
  return patient.client.post('/api/appointments', { providerId: providerProfileId, scheduledAt, ...extra })
}

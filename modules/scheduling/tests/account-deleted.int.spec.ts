import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootApp, resetDatabase } from '../../../server/tests/helpers/app.mjs'
import { Client, eventually, patientPayload } from '../../../server/tests/helpers/http-client.js'
import { book, newPatient, newProvider, slotAt } from './fixtures.js'

let server: Awaited<ReturnType<typeof bootApp>>
let admin: Client

beforeAll(async () => {
  server = await bootApp()
  await resetDatabase(server.db)
  admin = new Client(server.url)
  expect((await admin.post('/api/register', patientPayload({ role: 'ADMIN', fullName: 'Admin Jadwal' }))).status).toBe(201)
})
afterAll(async () => server?.stop())

describe('a deleted account keeps no upcoming appointment', () => {
  it('cancels the future appointments of an anonymised patient and their pending e-mails; the slot is free again', async () => {
    const provider = await newProvider(server.url)
    const patient = await newPatient(server.url)
    const booking = await book(patient, provider.user.profile.id, slotAt(2))
    expect(booking.status).toBe(201)
    await eventually(async () => (await server.db.from('notification_reminders').where('appointment_id', booking.body.id)).length > 0)

    const deleted = await admin.delete(`/api/admin/users/${patient.user.id}`)
    expect(deleted.status).toBe(200)
    expect(deleted.body.anonymised).toBe(true) // the appointment references the account

    const row = await eventually(async () => {
      const r = await server.db.from('appointments').where('id', booking.body.id).first()
      return r.status === 'CANCELLED' ? r : null
    })
    expect(row.cancelled_at).toBeTruthy()
    const event = await server.db.from('event_log').where({ type: 'AppointmentCancelled', aggregate_id: booking.body.id }).first()
    expect(event.causation_id).toBeTruthy()
    await eventually(async () => {
      const pending = await server.db
        .from('notification_reminders')
        .where('appointment_id', booking.body.id)
        .where('status', 'PENDING')
      return pending.length === 0
    })
    const other = await newPatient(server.url)
    expect((await book(other, provider.user.profile.id, slotAt(2))).status).toBe(201)
  })
})

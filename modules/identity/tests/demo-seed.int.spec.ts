import { afterAll, beforeAll, expect, it } from 'vitest'
import { bootApp, resetDatabase } from '../../../server/tests/helpers/app.mjs'
import { Client } from '../../../server/tests/helpers/http-client.js'

let server: Awaited<ReturnType<typeof bootApp>>
beforeAll(async () => {
  server = await bootApp()
  await resetDatabase(server.db)
})
afterAll(async () => server?.stop())

it('the demo seed verifies its providers (by the demo admin, audited), so they are listed and booked', async () => {
  const identity = await server.import('#modules/identity/index')
  const scheduling = await server.import('#modules/scheduling/index')
  const created: Array<{ email: string; userId: string }> = await identity.seedDemoAccounts()
  const id = (email: string) => created.find((a) => a.email === email)!.userId
  await scheduling.seedDemoAppointments([
    {
      patientUserId: id('andi@contoh.id'),
      providerUserId: id('perawat.sari@telerawat.id'),
      daysAhead: 1,
      time: '09:00',
      complaint: 'Kontrol',
    },
    {
      patientUserId: id('dewi@contoh.id'),
      providerUserId: id('bidan.rina@telerawat.id'),
      daysAhead: 1,
      time: '10:30',
      complaint: 'Konsultasi',
    },
  ])
  const { rows } = await server.db.rawQuery(
    `SELECT count(*)::int AS n FROM provider_profiles WHERE verified_at IS NOT NULL AND str_number IS NOT NULL`
  )
  expect(rows[0].n).toBe(3)
  // the demo accounts book at once: their e-mails count as verified (issue 12)
  expect(await server.db.from('users').whereNull('email_verified_at')).toHaveLength(0)
  const events = await server.db.rawQuery(`SELECT count(*)::int AS n FROM event_log WHERE type = 'ProviderVerified'`)
  expect(events.rows[0].n).toBe(3)
  expect(Number((await server.db.from('appointments').count('* as n').first()).n)).toBe(2)
  const patient = new Client(server.url)
  expect((await patient.post('/api/login', { email: 'andi@contoh.id', password: 'Pasien123!' })).status).toBe(200)
  expect((await patient.get('/api/providers')).body).toHaveLength(3)
})

import { afterAll, beforeAll, expect, it } from 'vitest'
import { bootApp, resetDatabase } from '../../../server/tests/helpers/app.mjs'
import { Client, eventually } from '../../../server/tests/helpers/http-client.js'

/** The demo's call to try at once (issue 19): Andi and Ns. Sari have a consultation whose room is open now, on every start. */
let server: Awaited<ReturnType<typeof bootApp>>
beforeAll(async () => {
  server = await bootApp()
  await resetDatabase(server.db)
})
afterAll(async () => server?.stop())

const signIn = async (email: string, password: string) => {
  const client = new Client(server.url)
  expect((await client.post('/api/login', { email, password })).status).toBe(200)
  return client
}

it('seeds one open consultation of Andi with Ns. Sari, keeps it on the next start, books a new one once its slot is over', async () => {
  const identity = await server.import('#modules/identity/index')
  const scheduling = await server.import('#modules/scheduling/index')
  const created: Array<{ email: string; userId: string }> = await identity.seedDemoAccounts()
  const id = (email: string) => created.find((a) => a.email === email)!.userId
  const [andi, sari] = [id('andi@contoh.id'), id('perawat.sari@telerawat.id')]

  const first = await scheduling.seedOpenDemoConsultation(andi, sari)
  expect(first.meetLink).toMatch(new RegExp(`^http://[^/]+/consultation/${first.id}$`))
  // the next start keeps it: still one
  expect(await scheduling.seedOpenDemoConsultation(andi, sari)).toEqual(first)
  expect(await server.db.from('appointments').where({ patient_user_id: andi })).toHaveLength(1)

  // both accounts may enter its room now and get ICE servers; the read model has it with no media yet
  for (const [email, password] of [
    ['andi@contoh.id', 'Pasien123!'],
    ['perawat.sari@telerawat.id', 'Perawat123!'],
  ]) {
    const client = await signIn(email, password)
    const ice = await client.get(`/api/consultations/${first.id}/ice-servers`)
    expect(ice.status, ice.text).toBe(200)
    await eventually(async () => (await client.get(`/api/appointments/${first.id}`)).body?.media !== undefined)
    const shown = await client.get(`/api/appointments/${first.id}`)
    expect(shown.body).toMatchObject({ status: 'SCHEDULED', meetLink: first.meetLink, media: { patient: null, provider: null } })
  }
  const booked = await server.db.from('event_log').where({ type: 'AppointmentBooked', aggregate_id: first.id }).first()
  expect(booked.payload).toMatchObject({ patientUserId: andi, providerUserId: sari, meetLink: first.meetLink })

  // an hour later its slot is over: a start then books a fresh one for that minute
  const later = new Date(Date.now() + 3_600_000)
  const next = await scheduling.seedOpenDemoConsultation(andi, sari, later)
  expect(next.id).not.toBe(first.id)
  const row = await server.db.from('appointments').where('id', next.id).first()
  expect(Math.abs(new Date(row.scheduled_at).getTime() - later.getTime())).toBeLessThan(60_000)

  // not for accounts that are not there
  expect(await scheduling.seedOpenDemoConsultation(andi, '00000000-0000-4000-8000-000000000000')).toBeNull()
})

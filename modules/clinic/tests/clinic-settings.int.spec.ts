import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootApp, resetDatabase } from '../../../server/tests/helpers/app.mjs'
import { Client } from '../../../server/tests/helpers/http-client.js'
import { registerAccount } from '../../../server/tests/helpers/accounts.js'
import { DEFAULT_CLINIC_SETTINGS } from '#modules/clinic/contracts/clinic-settings'

// read after the app booted (the module's door imports AdonisJS services)
let clinicSettings: typeof import('#modules/clinic/index').clinicSettings

let server: Awaited<ReturnType<typeof bootApp>>
let admin: Client
let patient: Client

beforeAll(async () => {
  server = await bootApp()
  ;({ clinicSettings } = await server.import('#modules/clinic/index'))
  await resetDatabase(server.db)
  admin = (await registerAccount(server.url, 'ADMIN')).client
  patient = (await registerAccount(server.url, 'PATIENT')).client
})
afterAll(async () => server?.stop())

describe('clinic settings (Pengaturan Sistem)', () => {
  it('answers the defaults before any change', async () => {
    const res = await admin.get('/api/admin/settings')
    expect(res.status, res.text).toBe(200)
    expect(res.body).toEqual({ settings: DEFAULT_CLINIC_SETTINGS, version: 0, updatedAt: null })
  })

  it('refuses bad values with 422 naming the field, and changes nothing', async () => {
    const bad = [
      [{ timezone: 'Mars/Olympus' }, 'timezone'],
      [{ slots: ['09:00', '09:15'] }, 'slots'],
      [{ slots: ['9am'] }, 'slots.0'],
      [{ cancelCutoffHours: -1 }, 'cancelCutoffHours'],
      [{ waitlistHoldMinutes: 2 }, 'waitlistHoldMinutes'],
      [{ joinOpensMinutesBefore: 10, unknown: 1 }, ''],
    ] as const
    for (const [body, field] of bad) {
      const res = await admin.patch('/api/admin/settings', body)
      expect(res.status, `${JSON.stringify(body)} ${res.text}`).toBe(422)
      if (field) expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field)
    }
    expect((await admin.get('/api/admin/settings')).body.version).toBe(0)
    expect(await server.db.from('event_log').where('type', 'ClinicSettingsUpdated').count('* as n').first()).toMatchObject({ n: '0' })
  })

  it('a change applies at once, is kept, and is one event naming what changed', async () => {
    const res = await admin.patch('/api/admin/settings', {
      cancelCutoffHours: 4,
      slots: ['08:00', '09:00', '10:30', '14:00', '15:30', '16:00'],
    })
    expect(res.status, res.text).toBe(200)
    expect(res.body.version).toBe(1)
    expect(res.body.settings).toMatchObject({ cancelCutoffHours: 4, waitlistHoldMinutes: 30 })
    expect(clinicSettings().cancelCutoffHours).toBe(4)
    expect(clinicSettings().slots[0]).toBe('08:00')
    const events = await server.db.from('event_log').where('type', 'ClinicSettingsUpdated')
    expect(events).toHaveLength(1)
    expect(events[0].payload).toMatchObject({ version: 1, changes: { cancelCutoffHours: 4 }, previous: { cancelCutoffHours: 2 } })

    const same = await admin.patch('/api/admin/settings', { cancelCutoffHours: 4 })
    expect(same.body.version).toBe(1) // nothing changed, no new version or event
  })

  it('a change made by another node (straight in the table) reaches this node by NOTIFY', async () => {
    await server.db.rawQuery(
      `UPDATE clinic_settings SET settings = settings || '{"waitlistHoldMinutes": 45}'::jsonb, version = version + 1`
    )
    await expect.poll(() => clinicSettings().waitlistHoldMinutes, { timeout: 5000 }).toBe(45)
    // GET serves this node's copy while it listens: the change reaches it by the same NOTIFY
    await expect
      .poll(async () => (await patient.get('/api/clinic/settings')).body.settings.waitlistHoldMinutes, { timeout: 5000 })
      .toBe(45)
  })

  it('every signed-in user reads them (GET /api/clinic/settings); only admins read the admin path or change them', async () => {
    const read = await patient.get('/api/clinic/settings')
    expect(read.status, read.text).toBe(200)
    expect(read.body.settings.cancelCutoffHours).toBe(4)
    expect((await new Client(server.url).get('/api/clinic/settings')).status).toBe(401)
    expect((await patient.get('/api/admin/settings')).status).toBe(403)
    expect((await patient.patch('/api/admin/settings', { cancelCutoffHours: 1 })).status).toBe(403)
    expect((await new Client(server.url).get('/api/admin/settings')).status).toBe(401)
  })
})

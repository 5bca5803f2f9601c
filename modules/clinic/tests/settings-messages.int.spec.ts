import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootApp, resetDatabase } from '../../../server/tests/helpers/app.mjs'
import { registerAccount } from '../../../server/tests/helpers/accounts.js'
import type { Client } from '../../../server/tests/helpers/http-client.js'

/** The settings form shows the server's 422 texts on its fields: they speak the user's language. */

let server: Awaited<ReturnType<typeof bootApp>>
let admin: Client

beforeAll(async () => {
  server = await bootApp()
  await resetDatabase(server.db)
  admin = (await registerAccount(server.url, 'ADMIN')).client
})
afterAll(async () => server?.stop())

const refusal = async (body: unknown, language: string) => {
  const res = await admin.request('PATCH', '/api/admin/settings', body, { 'accept-language': language })
  expect(res.status, res.text).toBe(422)
  return Object.fromEntries(res.body.errors.map((e: { field: string; message: string }) => [e.field, e.message]))
}

describe('PATCH /api/admin/settings field messages', () => {
  it('names each field with a text in Indonesian or English', async () => {
    expect(await refusal({ waitlistHoldMinutes: 2, reminderLeadMinutes: 1.5, slots: [] }, 'id')).toEqual({
      waitlistHoldMinutes: 'Waktu tahan daftar tunggu harus 5–1440 menit',
      reminderLeadMinutes: 'Harus bilangan bulat',
      slots: 'Isi 1 sampai 24 slot',
    })
    expect(await refusal({ cancelCutoffHours: 'dua', joinOpensMinutesBefore: 500 }, 'en')).toEqual({
      cancelCutoffHours: 'Must be a number',
      joinOpensMinutesBefore: 'The consultation room opens 0–120 minutes before the session',
    })
  })
})

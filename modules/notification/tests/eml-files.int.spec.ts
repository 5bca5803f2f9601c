import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootApp, resetDatabase } from '../../../server/tests/helpers/app.mjs'
import { eventually } from '../../../server/tests/helpers/http-client.js'
import { decodeWords, header, mimeParts, newPatient, newProvider, slotAt } from './support.js'

let server: Awaited<ReturnType<typeof bootApp>>
const mailDir = path.resolve(process.env.DATA_DIR || '.data', 'mail')

beforeAll(async () => {
  delete process.env.SMTP_URL // no SMTP: messages become .eml files
  server = await bootApp()
  await resetDatabase(server.db)
})
afterAll(async () => server?.stop())

describe('without SMTP_URL', () => {
  it('each message is written as an .eml file under the data folder', async () => {
    const patient = await newPatient(server.url, { fullName: 'Dewi Lestari' })
    const provider = await newProvider(server.url)
    const res = await patient.client.post('/api/appointments', {
      providerId: provider.user.profile.id,
      scheduledAt: slotAt(3, '16:00'),
    })
    expect(res.status).toBe(201)
    const rows = await eventually(async () => {
      const r = await server.db.from('notification_reminders').where({ appointment_id: res.body.id, kind: 'CONFIRMATION' })
      return r.length === 2 && r.every((x: any) => x.status === 'SENT') && r
    }, 10_000)
    const files = await readdir(mailDir)
    for (const row of rows) {
      const file = files.find((f) => f.endsWith(`-confirmation-${row.recipient_role.toLowerCase()}-${row.id}.eml`))
      expect(file, `file for ${row.recipient_role}`).toBeDefined()
      expect(row.delivery).toBe(`file ${path.join(mailDir, file!)}`)
      const raw = await readFile(path.join(mailDir, file!), 'utf8')
      expect(header(raw, 'to')).toContain(row.recipient_email)
      expect(decodeWords(header(raw, 'subject'))).toMatch(/16\.00–16\.30 WIB/)
      const parts = mimeParts(raw)
      expect(parts.find((p) => p.contentType.startsWith('text/calendar'))!.body).toContain('BEGIN:VCALENDAR')
      const text = parts.find((p) => p.contentType.startsWith('text/plain'))!.body
      expect(text).toContain('Rp75.000')
      // the patient's confirmation reminds of the pre-visit intake form (issue 22), with its page's link
      const intakeLink = `/patient/formulir-pra-kunjungan/${res.body.id}`
      expect(text.includes('Formulir Pra-Kunjungan') && text.includes(intakeLink)).toBe(row.recipient_role === 'PATIENT')
    }
  })
})

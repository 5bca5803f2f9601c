import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootApp, resetDatabase } from '../../../server/tests/helpers/app.mjs'
import { eventually } from '../../../server/tests/helpers/http-client.js'
import { mimeParts, startSmtpSink } from './support.js'

/** Mails composed by other modules (queueMail): sent after commit, once per dedupe key, secrets erased. */
let server: Awaited<ReturnType<typeof bootApp>>
let sink: Awaited<ReturnType<typeof startSmtpSink>>
let notification: typeof import('#modules/notification/index')

beforeAll(async () => {
  sink = await startSmtpSink()
  process.env.SMTP_URL = sink.url
  server = await bootApp()
  await resetDatabase(server.db)
  notification = await server.import('#modules/notification/index')
})
afterAll(async () => {
  await server?.stop()
  await sink?.close()
  delete process.env.SMTP_URL
})

const mail = (key: string, overrides: Record<string, unknown> = {}) => ({
  kind: 'PASSWORD_RESET',
  dedupeKey: key,
  to: { userId: randomUUID(), email: `${key}@contoh.id`, name: 'Siti Aminah', role: 'PATIENT' as const },
  mail: {
    subject: 'Atur ulang kata sandi',
    content: notification.mailContent(
      'Siti Aminah',
      [{ text: 'Buka tautan ini:', link: `https://telerawat.test/atur?token=${key}` }],
      [],
      ['Tautan berlaku 30 menit.']
    ),
  },
  secret: true,
  ...overrides,
})
const received = (key: string) => sink.received.filter((m) => m.to.includes(`${key}@contoh.id`))
const rowOf = (key: string) => server.db.from('notification_reminders').where('dedupe_key', key).first()

describe('queueMail', () => {
  it('sends after commit, once, even when queued twice; a secret body is erased once sent', async () => {
    const key = `reset-${randomUUID().slice(0, 8)}`
    await server.db.transaction(async (trx: any) => {
      await notification.queueMail(trx, mail(key))
      await notification.queueMail(trx, mail(key)) // a retried command
    })
    await eventually(async () => (await rowOf(key))?.status === 'SENT', 10_000)
    await notification.reminderWorker()!.drain()
    expect(received(key)).toHaveLength(1)
    const text = mimeParts(received(key)[0].raw).find((p) => p.contentType.startsWith('text/plain'))!.body
    expect(text).toContain(`https://telerawat.test/atur?token=${key}`)
    expect(received(key)[0].subject).toBe('Atur ulang kata sandi')
    const row = await rowOf(key)
    expect(JSON.stringify(row.payload)).not.toContain(key)
    expect(row.payload).toMatchObject({ erased: true })
  })

  it('sends nothing when the transaction rolls back', async () => {
    const key = `rolled-${randomUUID().slice(0, 8)}`
    await expect(
      server.db.transaction(async (trx: any) => {
        await notification.queueMail(trx, mail(key))
        throw new Error('the command failed after queueing')
      })
    ).rejects.toThrow('the command failed')
    await notification.reminderWorker()!.drain()
    expect(await rowOf(key)).toBeFalsy()
    expect(received(key)).toHaveLength(0)
  })

  it('attaches a cancelled calendar entry with method=CANCEL', async () => {
    const key = `cancel-${randomUUID().slice(0, 8)}`
    const ics =
      'BEGIN:VCALENDAR\r\nMETHOD:CANCEL\r\nBEGIN:VEVENT\r\nUID:x@telerawat.id\r\nSTATUS:CANCELLED\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n'
    await server.db.transaction(async (trx: any) => {
      await notification.queueMail(trx, {
        ...mail(key, { kind: 'APPOINTMENT_CANCELLED', secret: false }),
        mail: { ...mail(key).mail, calendar: { filename: 'batal.ics', content: ics, method: 'CANCEL' as const } },
      })
    })
    await eventually(async () => received(key).length === 1, 10_000)
    const calendar = mimeParts(received(key)[0].raw).find((p) => p.contentType.startsWith('text/calendar'))!
    expect(calendar.contentType).toMatch(/method=CANCEL/)
    expect(calendar.body).toContain('STATUS:CANCELLED')
    expect((await rowOf(key)).payload.calendar.method).toBe('CANCEL') // not secret: kept
  })
})

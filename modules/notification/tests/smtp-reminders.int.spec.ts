import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootApp, resetDatabase } from '../../../server/tests/helpers/app.mjs'
import { eventually } from '../../../server/tests/helpers/http-client.js'
import { mimeParts, newPatient, newProvider, slotAt, startSmtpSink } from './support.js'

let server: Awaited<ReturnType<typeof bootApp>>
let sink: Awaited<ReturnType<typeof startSmtpSink>>
let notification: any
let patient: Awaited<ReturnType<typeof newPatient>>
let provider: Awaited<ReturnType<typeof newProvider>>
let slotDay = 2

beforeAll(async () => {
  sink = await startSmtpSink()
  process.env.SMTP_URL = sink.url // read when the notification module starts
  server = await bootApp()
  await resetDatabase(server.db)
  notification = await server.import('#modules/notification/index')
  patient = await newPatient(server.url, { fullName: 'Siti Aminah' })
  provider = await newProvider(server.url, { displayName: 'Ns. Rahmat Hidayat', specialization: 'Perawatan Luka' })
})
afterAll(async () => {
  await server?.stop()
  await sink?.close()
  delete process.env.SMTP_URL
})

const reminders = (appointmentId: string, kind?: string) =>
  server.db
    .from('notification_reminders')
    .where('appointment_id', appointmentId)
    .if(kind, (q: any) => q.where('kind', kind))
    .orderBy('recipient_role')
const mailsFor = (reminderId: string) => sink.received.filter((m) => m.messageId === `<${reminderId}@telerawat.id>`)

/** Books a fresh slot and waits until both confirmations reached the SMTP server. */
async function bookAndConfirm(time = '09:00') {
  const res = await patient.client.post('/api/appointments', {
    providerId: provider.user.profile.id,
    scheduledAt: slotAt(slotDay++, time),
  })
  expect(res.status, res.text).toBe(201)
  const id = res.body.id as string
  const confirmations = await eventually(async () => {
    const rows = await reminders(id, 'CONFIRMATION')
    return rows.length === 2 && rows.every((r: any) => r.status === 'SENT') && rows
  }, 10_000)
  return { appointment: res.body, confirmations }
}

/** Makes the meeting-link reminders of an appointment due now. */
async function makeDue(appointmentId: string) {
  await server.db
    .from('notification_reminders')
    .where({ appointment_id: appointmentId, kind: 'MEETING_LINK' })
    .update({ send_at: new Date(Date.now() - 1000) })
}

describe('confirmation e-mails over SMTP', () => {
  it('patient and provider each get one in Indonesian, with the meeting link and an .ics invite', async () => {
    const { appointment, confirmations } = await bookAndConfirm('09:00')
    const [toPatient, toProvider] = confirmations.map((r: any) => mailsFor(r.id))
    expect(toPatient).toHaveLength(1)
    expect(toProvider).toHaveLength(1)
    expect(toPatient[0].to).toEqual([patient.user.email])
    expect(toProvider[0].to).toEqual([provider.user.email])
    expect(toPatient[0].subject).toMatch(/^Janji temu dikonfirmasi: \w+, \d{1,2} \w+ \d{4}, 09\.00–09\.30 WIB$/)
    expect(toProvider[0].subject).toContain('Janji temu baru dengan Siti Aminah')

    for (const mail of [toPatient[0], toProvider[0]]) {
      const parts = mimeParts(mail.raw)
      const text = parts.find((p) => p.contentType.startsWith('text/plain'))!.body
      expect(text).toContain('09.00–09.30 WIB')
      expect(text).toContain('Rp75.000')
      expect(text).toContain(appointment.meetLink)
      const calendar = parts.find((p) => p.contentType.startsWith('text/calendar'))
      expect(calendar, 'the .ics part').toBeDefined()
      expect(mail.raw).toMatch(/Content-Type: text\/calendar/i)
      expect(calendar!.disposition).toMatch(/attachment; filename=janji-temu-telerawat\.ics/)
      const ics = calendar!.body.replace(/\r?\n[ \t]/g, '')
      expect(ics).toContain('BEGIN:VCALENDAR')
      expect(ics).toContain(`UID:${appointment.id}@telerawat.id`)
      expect(ics).toContain(`DTSTART:${appointment.scheduledAt.replace(/[-:]/g, '').replace('.000', '')}`)
      expect(ics).toContain(`LOCATION:${appointment.meetLink}`)
    }
    expect(mimeParts(toPatient[0].raw).find((p) => p.contentType.startsWith('text/plain'))!.body).toContain('Ns. Rahmat Hidayat')
  })
})

describe('meeting-link reminders', () => {
  it('are scheduled 15 minutes before, one per participant', async () => {
    const { appointment } = await bookAndConfirm('10:30')
    const rows = await reminders(appointment.id, 'MEETING_LINK')
    expect(rows.map((r: any) => r.recipient_role)).toEqual(['PATIENT', 'PROVIDER'])
    for (const row of rows) {
      expect(row.status).toBe('PENDING')
      expect(new Date(row.send_at).getTime()).toBe(new Date(appointment.scheduledAt).getTime() - 15 * 60_000)
    }
  })

  it('a due reminder is sent once to each participant, with the link', async () => {
    const { appointment } = await bookAndConfirm('14:00')
    await makeDue(appointment.id)
    notification.reminderWorker().poke()
    const rows = await eventually(async () => {
      const r = await reminders(appointment.id, 'MEETING_LINK')
      return r.every((x: any) => x.status === 'SENT') && r
    }, 10_000)
    // more passes of the worker send nothing more
    await notification.reminderWorker().drain()
    await notification.reminderWorker().drain()
    for (const row of rows) {
      const mails = mailsFor(row.id)
      expect(mails).toHaveLength(1)
      expect(mails[0].subject).toBe('Sesi Anda dimulai 15 menit lagi — tautan video')
      expect(mimeParts(mails[0].raw).find((p) => p.contentType.startsWith('text/plain'))!.body).toContain(appointment.meetLink)
      expect(row.attempts).toBe(1)
    }
  })

  it('a cancelled appointment never sends its reminder; nor a completed one', async () => {
    const cancelled = (await bookAndConfirm('15:30')).appointment
    const completed = (await bookAndConfirm('16:00')).appointment
    expect((await patient.client.patch(`/api/appointments/${cancelled.id}/status`, { status: 'CANCELLED' })).status).toBe(200)
    expect((await provider.client.patch(`/api/appointments/${completed.id}/status`, { status: 'COMPLETED' })).status).toBe(200)
    for (const id of [cancelled.id, completed.id]) {
      await eventually(async () => (await reminders(id, 'MEETING_LINK')).every((r: any) => r.status === 'CANCELLED'), 10_000)
      await makeDue(id)
    }
    // the cancellation's own e-mails (issue 12) go out first, so the drain below counts reminders only
    await eventually(async () => {
      const r = await reminders(cancelled.id, 'APPOINTMENT_CANCELLED')
      return r.length === 2 && r.every((x: any) => x.status === 'SENT')
    }, 10_000)
    notification.reminderWorker().poke()
    expect(await notification.reminderWorker().drain()).toBe(0)
    for (const id of [cancelled.id, completed.id]) {
      for (const row of await reminders(id, 'MEETING_LINK')) {
        expect(row.status).toBe('CANCELLED')
        expect(row.attempts).toBe(0)
        expect(mailsFor(row.id)).toHaveLength(0)
      }
    }
  })

  it('a refused send is retried later, not lost', async () => {
    const { appointment } = await bookAndConfirm('09:00')
    await notification.notificationModule.stop()
    try {
      await makeDue(appointment.id)
      sink.refuse(1)
      const worker = new notification.ReminderWorker(
        {
          db: server.db,
          mailer: notification.createMailer(notification.notificationSettings.mail(), await server.app.container.make('logger')),
          logger: await server.app.container.make('logger'),
        },
        { pollMs: 100, claimTtlMs: 60_000, maxAttempts: 5 }
      )
      await worker.drain()
      const rows = await reminders(appointment.id, 'MEETING_LINK')
      const failed = rows.find((r: any) => r.status === 'PENDING')
      expect(failed.last_error).toMatch(/451/)
      expect(failed.claim_token).toBeNull()
      expect(new Date(failed.claim_expires_at).getTime()).toBeGreaterThan(Date.now()) // back-off
      await server.db
        .from('notification_reminders')
        .where('id', failed.id)
        .update({ claim_expires_at: new Date(Date.now() - 1) })
      await worker.drain()
      const retried = await server.db.from('notification_reminders').where('id', failed.id).first()
      expect(retried).toMatchObject({ status: 'SENT', attempts: 2 })
      expect(mailsFor(failed.id)).toHaveLength(1)
    } finally {
      await notification.notificationModule.start()
    }
  })

  it('kill between claim and send: after the restart the reminder goes out exactly once', async () => {
    const { appointment } = await bookAndConfirm('10:30')
    const logger = await server.app.container.make('logger')
    const mailer = () => notification.createMailer(notification.notificationSettings.mail(), logger)

    // The node's worker is down; a second worker (another node) claims a due reminder and dies
    // right after its claim committed — before anything reached the SMTP server.
    await notification.notificationModule.stop()
    await makeDue(appointment.id)
    const doomed = new notification.ReminderWorker(
      { db: server.db, mailer: mailer(), logger },
      { pollMs: 100, claimTtlMs: 1500, maxAttempts: 5 }
    )
    doomed.afterClaim = () => {
      throw new Error('kill -9')
    }
    await expect(doomed.drain()).rejects.toThrow('kill -9')
    const claimed = (await reminders(appointment.id, 'MEETING_LINK')).find((r: any) => r.claim_token !== null)
    expect(claimed).toMatchObject({ status: 'PENDING', attempts: 1 })
    expect(mailsFor(claimed.id)).toHaveLength(0)

    // Restart. The claim still holds, so the restarted worker leaves that row alone (no
    // double send while the other node might still be alive) and sends the unclaimed one.
    await notification.notificationModule.start()
    const worker = notification.reminderWorker()
    const sibling = (await reminders(appointment.id, 'MEETING_LINK')).find((r: any) => r.id !== claimed.id)
    await eventually(async () => mailsFor(sibling.id).length === 1, 10_000)
    const { rows } = await server.db.rawQuery(
      `SELECT status, claim_expires_at > now() AS held FROM notification_reminders WHERE id = ?`,
      [claimed.id]
    )
    if (rows[0].held) expect(rows[0].status).toBe('PENDING')

    // Once the claim expired, the row is taken over and sent — exactly once.
    const sent = await eventually(async () => {
      worker.poke()
      const row = await server.db.from('notification_reminders').where('id', claimed.id).first()
      return row.status === 'SENT' && row
    }, 10_000)
    expect(sent.attempts).toBe(2)
    await worker.drain()
    await worker.drain()
    expect(mailsFor(claimed.id)).toHaveLength(1)
    expect(mailsFor(sibling.id)).toHaveLength(1)
    expect(mailsFor(claimed.id)[0].to).toEqual([claimed.recipient_email])
  })
})

describe('a changed e-mail address', () => {
  it('later mails go to the new address', async () => {
    const admin = await newPatient(server.url, { role: 'ADMIN', fullName: 'Admin Notifikasi' })
    const { appointment } = await bookAndConfirm('14:00')
    const newEmail = `baru.${patient.user.email}`
    expect((await admin.client.patch(`/api/admin/users/${patient.user.id}`, { email: newEmail })).status).toBe(200)
    await eventually(async () => {
      const rows = await reminders(appointment.id, 'MEETING_LINK')
      return rows.find((r: any) => r.recipient_role === 'PATIENT').recipient_email === newEmail
    }, 10_000)
    await makeDue(appointment.id)
    notification.reminderWorker().poke()
    const row = await eventually(async () => {
      const r = (await reminders(appointment.id, 'MEETING_LINK')).find((x: any) => x.recipient_role === 'PATIENT')
      return r.status === 'SENT' && r
    }, 10_000)
    expect(mailsFor(row.id)[0].to).toEqual([newEmail])
    patient.user.email = newEmail
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootApp, resetDatabase } from '../../../server/tests/helpers/app.mjs'
import { eventually, patientPayload } from '../../../server/tests/helpers/http-client.js'
import { mimeParts, newPatient, newProvider, register, slotAt, startSmtpSink, type ReceivedMail } from './support.js'

let server: Awaited<ReturnType<typeof bootApp>>
let sink: Awaited<ReturnType<typeof startSmtpSink>>
let patient: Awaited<ReturnType<typeof newPatient>>
let provider: Awaited<ReturnType<typeof newProvider>>
let admin: Awaited<ReturnType<typeof register>>
let slotDay = 3

beforeAll(async () => {
  sink = await startSmtpSink()
  process.env.SMTP_URL = sink.url // read when the notification module starts
  server = await bootApp()
  await resetDatabase(server.db)
  patient = await newPatient(server.url, { fullName: 'Siti Aminah' })
  provider = await newProvider(server.url, { displayName: 'Ns. Rahmat Hidayat' })
  admin = await register(server.url, patientPayload({ role: 'ADMIN', fullName: 'Admin Klinik' }))
})
afterAll(async () => {
  await server?.stop()
  await sink?.close()
  delete process.env.SMTP_URL
})

const rows = (appointmentId: string, kind: string) =>
  server.db.from('notification_reminders').where({ appointment_id: appointmentId, kind }).orderBy('recipient_role')

/** Waits until both mails of `kind` were sent and returns what the SMTP server received for them. */
async function mailsOf(appointmentId: string, kind: string): Promise<ReceivedMail[]> {
  const sent = await eventually(async () => {
    const r = await rows(appointmentId, kind)
    return r.length === 2 && r.every((x: any) => x.status === 'SENT') && r
  }, 10_000)
  return sent.map((r: any) => {
    const mails = sink.received.filter((m) => m.messageId === `<${r.id}@telerawat.id>`)
    expect(mails).toHaveLength(1)
    return mails[0]
  })
}

/** The unfolded .ics of a mail and its part's content type. */
function calendarOf(mail: ReceivedMail) {
  const part = mimeParts(mail.raw).find((p) => p.contentType.startsWith('text/calendar'))
  expect(part, 'the .ics part').toBeDefined()
  return { contentType: part!.contentType, ics: part!.body.replace(/\r?\n[ \t]/g, '') }
}
const textOf = (mail: ReceivedMail) => mimeParts(mail.raw).find((p) => p.contentType.startsWith('text/plain'))!.body
const icsTime = (iso: string) => iso.replace(/[-:]/g, '').replace('.000', '')

async function bookAndConfirm(time = '09:00') {
  const res = await patient.client.post('/api/appointments', {
    providerId: provider.user.profile.id,
    scheduledAt: slotAt(slotDay++, time),
  })
  expect(res.status, res.text).toBe(201)
  const confirmations = await mailsOf(res.body.id, 'CONFIRMATION')
  return { appointment: res.body as { id: string; scheduledAt: string; meetLink: string }, confirmations }
}

describe('a moved appointment', () => {
  it('both get the updated invite (same UID, SEQUENCE 1, METHOD:REQUEST) and the meeting link moves to the new time', async () => {
    const lead = await admin.client.patch('/api/admin/settings', { reminderLeadMinutes: 30 })
    expect(lead.status, lead.text).toBe(200)
    const { appointment, confirmations } = await bookAndConfirm('09:00')
    const bookingUid = /UID:(\S+)/.exec(calendarOf(confirmations[0]).ics)![1]
    expect(bookingUid).toBe(`${appointment.id}@telerawat.id`)

    const target = slotAt(slotDay++, '14:00')
    const res = await patient.client.post(`/api/appointments/${appointment.id}/reschedule`, { scheduledAt: target })
    expect(res.status, res.text).toBe(200)
    const [toPatient, toProvider] = await mailsOf(appointment.id, 'APPOINTMENT_RESCHEDULED')
    expect(toPatient.to).toEqual([patient.user.email])
    expect(toProvider.to).toEqual([provider.user.email])
    for (const mail of [toPatient, toProvider]) {
      expect(mail.subject).toMatch(/^Jadwal janji temu diubah: \w+, \d{1,2} \w+ \d{4}, 14\.00–14\.30 WIB$/)
      const { contentType, ics } = calendarOf(mail)
      expect(contentType).toMatch(/method=REQUEST/i)
      expect(ics).toContain('METHOD:REQUEST')
      expect(ics).toContain(`UID:${bookingUid}`)
      expect(ics).toContain('SEQUENCE:1')
      expect(ics).toContain(`DTSTART:${icsTime(target)}`)
      expect(ics).toContain('STATUS:CONFIRMED')
      expect(ics).toContain('TRIGGER:-PT30M')
      const text = textOf(mail)
      expect(text).toContain('Jadwal lama')
      expect(text).toContain('09.00–09.30 WIB')
      expect(text).toContain('14.00–14.30 WIB')
      expect(text).toContain(appointment.meetLink)
    }
    expect(textOf(toPatient)).toContain('Jadwal janji temu Anda telah diubah')
    expect(textOf(toProvider)).toContain('diubah oleh pasien')

    for (const row of await rows(appointment.id, 'MEETING_LINK')) {
      expect(row.status).toBe('PENDING')
      expect(new Date(row.send_at).toISOString()).toBe(new Date(new Date(target).getTime() - 30 * 60_000).toISOString())
      expect(row.payload).toMatchObject({ scheduledAt: target, sequence: 1, leadMinutes: 30 })
    }
    expect((await admin.client.patch('/api/admin/settings', { reminderLeadMinutes: 15 })).status).toBe(200)
  })
})

describe('an appointment moved twice', () => {
  it('each move mails its own updated invite (SEQUENCE 1, then 2) and the meeting link follows the last move; nothing fails', async () => {
    const { appointment } = await bookAndConfirm('10:30')
    const first = slotAt(slotDay++, '14:00')
    expect((await patient.client.post(`/api/appointments/${appointment.id}/reschedule`, { scheduledAt: first })).status).toBe(200)
    await mailsOf(appointment.id, 'APPOINTMENT_RESCHEDULED')
    const second = slotAt(slotDay++, '15:30')
    const res = await patient.client.post(`/api/appointments/${appointment.id}/reschedule`, { scheduledAt: second })
    expect(res.status, res.text).toBe(200)

    const sent = await eventually(async () => {
      const r = await rows(appointment.id, 'APPOINTMENT_RESCHEDULED')
      return r.length === 4 && r.every((x: any) => x.status === 'SENT') && r
    }, 10_000)
    const invites = sent.map((r: any) => {
      const mails = sink.received.filter((m) => m.messageId === `<${r.id}@telerawat.id>`)
      expect(mails).toHaveLength(1)
      return { role: r.recipient_role as string, ics: calendarOf(mails[0]).ics }
    })
    for (const role of ['PATIENT', 'PROVIDER']) {
      const own = invites.filter((i: { role: string }) => i.role === role).map((i: { ics: string }) => i.ics)
      expect(own).toHaveLength(2)
      expect(own.find((ics: string) => ics.includes('SEQUENCE:1'))).toContain(`DTSTART:${icsTime(first)}`)
      expect(own.find((ics: string) => ics.includes('SEQUENCE:2'))).toContain(`DTSTART:${icsTime(second)}`)
    }
    for (const row of await rows(appointment.id, 'MEETING_LINK')) {
      expect(row.status).toBe('PENDING')
      expect(row.payload).toMatchObject({ scheduledAt: second, sequence: 2 })
    }
    const moves = await server.db
      .from('event_log')
      .where({ aggregate_id: appointment.id, type: 'AppointmentRescheduled' })
      .select('id')
    expect(moves).toHaveLength(2)
    const failed = await server.db.from('dead_letters').whereIn(
      'event_id',
      moves.map((m: { id: string }) => m.id)
    )
    expect(failed).toEqual([])
  })
})

describe('a cancelled appointment', () => {
  it('both get the cancelled invite (same UID, STATUS:CANCELLED, higher SEQUENCE, METHOD:CANCEL); the reminder is withdrawn', async () => {
    const { appointment } = await bookAndConfirm('10:30')
    const target = slotAt(slotDay++, '15:30')
    expect((await patient.client.post(`/api/appointments/${appointment.id}/reschedule`, { scheduledAt: target })).status).toBe(200)
    await mailsOf(appointment.id, 'APPOINTMENT_RESCHEDULED')
    const res = await provider.client.post(`/api/appointments/${appointment.id}/cancel`, { reason: 'Tenaga kesehatan sakit' })
    expect(res.status, res.text).toBe(200)
    const [toPatient, toProvider] = await mailsOf(appointment.id, 'APPOINTMENT_CANCELLED')
    for (const mail of [toPatient, toProvider]) {
      expect(mail.subject).toMatch(/^Janji temu dibatalkan: \w+, \d{1,2} \w+ \d{4}, 15\.30–16\.00 WIB$/)
      const { contentType, ics } = calendarOf(mail)
      expect(contentType).toMatch(/method=CANCEL/i)
      expect(ics).toContain('METHOD:CANCEL')
      expect(ics).toContain(`UID:${appointment.id}@telerawat.id`)
      expect(ics).toContain('STATUS:CANCELLED')
      expect(ics).toContain('SEQUENCE:2')
      expect(ics).toContain(`DTSTART:${icsTime(target)}`)
      expect(textOf(mail)).toContain('Tenaga kesehatan sakit')
    }
    expect(textOf(toPatient)).toContain('dibatalkan oleh tenaga kesehatan')
    expect(textOf(toProvider)).toContain('Anda telah membatalkan janji temu berikut')
    for (const row of await rows(appointment.id, 'MEETING_LINK')) expect(row.status).toBe('CANCELLED')
  })

  it('through PATCH /status by the patient: the same mails, SEQUENCE 1', async () => {
    const { appointment } = await bookAndConfirm('16:00')
    expect((await patient.client.patch(`/api/appointments/${appointment.id}/status`, { status: 'CANCELLED' })).status).toBe(200)
    const mails = await mailsOf(appointment.id, 'APPOINTMENT_CANCELLED')
    for (const mail of mails) expect(calendarOf(mail).ics).toContain('SEQUENCE:1')
    expect(textOf(mails[0])).toContain('Anda telah membatalkan janji temu berikut')
  })
})

describe('redelivery', () => {
  it('a move or a cancellation delivered again (even past the inbox) queues and sends nothing twice', async () => {
    const { appointment } = await bookAndConfirm('09:00')
    expect(
      (await patient.client.post(`/api/appointments/${appointment.id}/reschedule`, { scheduledAt: slotAt(slotDay++, '10:30') })).status
    ).toBe(200)
    expect((await patient.client.post(`/api/appointments/${appointment.id}/cancel`, { reason: 'Sudah sembuh' })).status).toBe(200)
    await mailsOf(appointment.id, 'APPOINTMENT_RESCHEDULED')
    await mailsOf(appointment.id, 'APPOINTMENT_CANCELLED')
    const mailsBefore = sink.received.length
    const rowsBefore = await server.db.from('notification_reminders').where('appointment_id', appointment.id).count('* as n')

    const notification = await server.import('#modules/notification/index')
    const { rowToEnvelope } = await server.import('#events/outbox')
    const { runtime } = await server.events()
    const consumer = notification.notificationModule.consumers.find((c: any) => c.name === notification.REMINDERS_CONSUMER)
    const events = await server.db
      .from('event_log')
      .where('aggregate_id', appointment.id)
      .whereIn('type', ['AppointmentRescheduled', 'AppointmentCancelled'])
      .orderBy('position')
    expect(events).toHaveLength(2)
    for (const row of events) {
      const envelope = rowToEnvelope(row)
      await runtime.deliver(consumer, envelope) // the transport's redelivery: the inbox skips it
      await server.db.from('consumer_inbox').where({ consumer: consumer.name, event_id: row.id }).delete()
      await runtime.deliver(consumer, envelope) // past the inbox: the dedupe keys and the sequence guard hold
    }
    await notification.reminderWorker().drain()
    expect(await server.db.from('notification_reminders').where('appointment_id', appointment.id).count('* as n')).toEqual(rowsBefore)
    expect(sink.received.length).toBe(mailsBefore)
  })
})

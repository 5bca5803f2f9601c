import { assertNever } from '#modules/kernel/index'
import { formatDateId, formatRupiah, formatTimeRange } from './format.js'

export const reminderKinds = ['CONFIRMATION', 'MEETING_LINK'] as const
export type ReminderKind = (typeof reminderKinds)[number]
export type RecipientRole = 'PATIENT' | 'PROVIDER'

/** What the e-mails say about an appointment (a snapshot taken from AppointmentBooked). */
export interface AppointmentFacts {
  appointmentId: string
  scheduledAt: string
  durationMinutes: number
  timezone: string
  meetLink: string
  reason: string
  complaint: string | null
  consultationFee: number
  patientName: string
  providerName: string
  providerRole: string
  providerSpecialization: string | null
}

export interface ComposedMail {
  subject: string
  text: string
  html: string
  /** Attach the .ics calendar invite */
  withCalendar: boolean
}

/** Minutes before the appointment the meeting-link e-mail goes out (§9). */
export const MEETING_LINK_LEAD_MINUTES = 15

/** When a reminder of `kind` is due for an appointment booked at `bookedAt`. */
export function sendAtFor(kind: ReminderKind, facts: Pick<AppointmentFacts, 'scheduledAt'>, bookedAt: Date): Date {
  switch (kind) {
    case 'CONFIRMATION':
      return bookedAt
    case 'MEETING_LINK':
      return new Date(new Date(facts.scheduledAt).getTime() - MEETING_LINK_LEAD_MINUTES * 60_000)
    default:
      return assertNever(kind)
  }
}

/** A reminder is pointless once the session is over. */
export function isStale(facts: Pick<AppointmentFacts, 'scheduledAt' | 'durationMinutes'>, now: Date): boolean {
  return now.getTime() > new Date(facts.scheduledAt).getTime() + facts.durationMinutes * 60_000
}

/** The Indonesian e-mail for one recipient. */
export function composeMail(kind: ReminderKind, role: RecipientRole, facts: AppointmentFacts, recipientName: string): ComposedMail {
  const date = formatDateId(facts.scheduledAt, facts.timezone)
  const time = formatTimeRange(facts.scheduledAt, facts.durationMinutes, facts.timezone)
  const counterpart =
    role === 'PATIENT'
      ? ['Tenaga kesehatan', `${facts.providerName} (${facts.providerRole}${facts.providerSpecialization ? `, ${facts.providerSpecialization}` : ''})`]
      : ['Pasien', facts.patientName]
  const details: Array<[string, string]> = [
    counterpart as [string, string],
    ['Tanggal', date],
    ['Waktu', time],
    ['Keperluan', facts.reason],
    ...(facts.complaint ? ([['Keluhan', facts.complaint]] as Array<[string, string]>) : []),
    ['Biaya konsultasi', formatRupiah(facts.consultationFee)],
    ['Tautan video', facts.meetLink],
  ]

  let subject: string
  let intro: string[]
  let outro: string[]
  switch (kind) {
    case 'CONFIRMATION':
      subject =
        role === 'PATIENT'
          ? `Janji temu dikonfirmasi: ${date}, ${time}`
          : `Janji temu baru dengan ${facts.patientName}: ${date}, ${time}`
      intro =
        role === 'PATIENT'
          ? ['Janji temu konsultasi Anda telah dikonfirmasi. Berikut rinciannya:']
          : ['Ada janji temu baru untuk Anda. Berikut rinciannya:']
      outro = [
        `Tautan video akan kami kirim lagi ${MEETING_LINK_LEAD_MINUTES} menit sebelum sesi dimulai.`,
        'Undangan kalender (.ics) terlampir — buka untuk menambahkannya ke kalender Anda.',
      ]
      break
    case 'MEETING_LINK':
      subject = `Sesi Anda dimulai ${MEETING_LINK_LEAD_MINUTES} menit lagi — tautan video`
      intro = [
        `Sesi konsultasi Anda dimulai ${MEETING_LINK_LEAD_MINUTES} menit lagi (${time}).`,
        `Bergabunglah melalui tautan berikut: ${facts.meetLink}`,
      ]
      outro = ['Pastikan kamera, mikrofon, dan koneksi internet Anda siap.']
      break
    default:
      return assertNever(kind)
  }

  const width = Math.max(...details.map(([label]) => label.length))
  const text = [
    `Halo ${recipientName},`,
    '',
    ...intro,
    '',
    ...details.map(([label, value]) => `${label.padEnd(width)} : ${value}`),
    '',
    ...outro,
    '',
    'Salam sehat,',
    'TeleRawat',
  ].join('\n')

  const html = [
    `<p>Halo ${escapeHtml(recipientName)},</p>`,
    ...intro.map((line) => `<p>${linkify(escapeHtml(line), facts.meetLink)}</p>`),
    '<table cellpadding="4" style="border-collapse:collapse">',
    ...details.map(
      ([label, value]) => `<tr><td><strong>${escapeHtml(label)}</strong></td><td>${linkify(escapeHtml(value), facts.meetLink)}</td></tr>`
    ),
    '</table>',
    ...outro.map((line) => `<p>${escapeHtml(line)}</p>`),
    '<p>Salam sehat,<br>TeleRawat</p>',
  ].join('\n')

  return { subject, text, html, withCalendar: kind === 'CONFIRMATION' }
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
}

function linkify(escaped: string, link: string): string {
  const safe = escapeHtml(link)
  return escaped.split(safe).join(`<a href="${safe}">${safe}</a>`)
}

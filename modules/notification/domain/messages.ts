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
  /** Minutes before the start the meeting link goes out (clinicSettings().reminderLeadMinutes when booked or moved). */
  leadMinutes?: number
  /** The calendar invite's SEQUENCE: 0 at booking, bumped by every move (and by the cancellation). */
  sequence?: number
}

/** A paragraph; `link` follows the text (a hyperlink in the HTML part). */
export interface MailLine {
  text: string
  link?: string
}

export interface MailDetail {
  label: string
  value: string
  isLink?: boolean
}

/** What the templates in mail/views render, as HTML and as plain text. */
export interface MailContent {
  recipientName: string
  intro: MailLine[]
  details: MailDetail[]
  /** Longest label, so the plain-text part lines the values up. */
  labelWidth: number
  outro: string[]
}

export interface ComposedMail {
  subject: string
  content: MailContent
  /** Attach the .ics calendar invite */
  withCalendar: boolean
}

/**
 * Minutes before the appointment the meeting-link e-mail goes out when nothing else is known
 * (docs/product.md#notifications-and-reminders); the clinic setting `reminderLeadMinutes` is
 * stored in each appointment's facts when it is booked or moved.
 */
export const MEETING_LINK_LEAD_MINUTES = 15

/** The lead time of an appointment's meeting-link e-mail. */
export function leadMinutesOf(facts: Pick<AppointmentFacts, 'leadMinutes'>): number {
  return facts.leadMinutes ?? MEETING_LINK_LEAD_MINUTES
}

/** When a reminder of `kind` is due for an appointment booked at `bookedAt`. */
export function sendAtFor(kind: ReminderKind, facts: Pick<AppointmentFacts, 'scheduledAt' | 'leadMinutes'>, bookedAt: Date): Date {
  switch (kind) {
    case 'CONFIRMATION':
      return bookedAt
    case 'MEETING_LINK':
      return new Date(new Date(facts.scheduledAt).getTime() - leadMinutesOf(facts) * 60_000)
    default:
      return assertNever(kind)
  }
}

/** A reminder is pointless once the session is over. */
export function isStale(facts: Pick<AppointmentFacts, 'scheduledAt' | 'durationMinutes'>, now: Date): boolean {
  return now.getTime() > new Date(facts.scheduledAt).getTime() + facts.durationMinutes * 60_000
}

/** The client page where the patient fills in an appointment's pre-visit intake (modules/intake). */
export const intakeFormLink = (origin: string, appointmentId: string) =>
  `${origin.replace(/\/+$/, '')}/patient/formulir-pra-kunjungan/${encodeURIComponent(appointmentId)}`

/**
 * The Indonesian e-mail for one recipient; the templates in mail/views lay it out. `intakeLink`:
 * the patient's confirmation reminds them of the pre-visit intake form there.
 */
export function composeMail(
  kind: ReminderKind,
  role: RecipientRole,
  facts: AppointmentFacts,
  recipientName: string,
  intakeLink?: string
): ComposedMail {
  const date = formatDateId(facts.scheduledAt, facts.timezone)
  const time = formatTimeRange(facts.scheduledAt, facts.durationMinutes, facts.timezone)
  const lead = leadMinutesOf(facts)
  const counterpart =
    role === 'PATIENT'
      ? [
          'Tenaga kesehatan',
          `${facts.providerName} (${facts.providerRole}${facts.providerSpecialization ? `, ${facts.providerSpecialization}` : ''})`,
        ]
      : ['Pasien', facts.patientName]
  const details: MailDetail[] = [
    { label: counterpart[0], value: counterpart[1] },
    { label: 'Tanggal', value: date },
    { label: 'Waktu', value: time },
    { label: 'Keperluan', value: facts.reason },
    ...(facts.complaint ? [{ label: 'Keluhan', value: facts.complaint }] : []),
    { label: 'Biaya konsultasi', value: formatRupiah(facts.consultationFee) },
    { label: 'Tautan video', value: facts.meetLink, isLink: true },
  ]

  let subject: string
  let intro: MailLine[]
  let outro: string[]
  switch (kind) {
    case 'CONFIRMATION':
      subject =
        role === 'PATIENT'
          ? `Janji temu dikonfirmasi: ${date}, ${time}`
          : `Janji temu baru dengan ${facts.patientName}: ${date}, ${time}`
      intro =
        role === 'PATIENT'
          ? [
              { text: 'Janji temu konsultasi Anda telah dikonfirmasi. Berikut rinciannya:' },
              ...(intakeLink
                ? [
                    {
                      text: 'Bantu tenaga kesehatan bersiap: isi Formulir Pra-Kunjungan sebelum ruang konsultasi dibuka.',
                      link: intakeLink,
                    },
                  ]
                : []),
            ]
          : [{ text: 'Ada janji temu baru untuk Anda. Berikut rinciannya:' }]
      outro = [
        `Tautan video akan kami kirim lagi ${lead} menit sebelum sesi dimulai.`,
        'Undangan kalender (.ics) terlampir — buka untuk menambahkannya ke kalender Anda.',
      ]
      break
    case 'MEETING_LINK':
      subject = `Sesi Anda dimulai ${lead} menit lagi — tautan video`
      intro = [
        { text: `Sesi konsultasi Anda dimulai ${lead} menit lagi (${time}).` },
        { text: 'Bergabunglah melalui tautan berikut:', link: facts.meetLink },
      ]
      outro = ['Pastikan kamera, mikrofon, dan koneksi internet Anda siap.']
      break
    default:
      return assertNever(kind)
  }

  const content: MailContent = {
    recipientName,
    intro,
    details,
    labelWidth: Math.max(...details.map(({ label }) => label.length)),
    outro,
  }
  return { subject, content, withCalendar: kind === 'CONFIRMATION' }
}

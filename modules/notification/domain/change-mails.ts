import type { AppointmentFacts, MailContent, MailDetail, MailLine, RecipientRole } from './messages.js'
import { leadMinutesOf } from './messages.js'
import { formatDateId, formatTimeRange } from './format.js'

const roleName = (role: 'PATIENT' | 'PROVIDER' | 'ADMIN') =>
  role === 'PATIENT' ? 'pasien' : role === 'PROVIDER' ? 'tenaga kesehatan' : 'admin klinik'

function when(facts: Pick<AppointmentFacts, 'scheduledAt' | 'durationMinutes' | 'timezone'>, at = facts.scheduledAt) {
  return { date: formatDateId(at, facts.timezone), time: formatTimeRange(at, facts.durationMinutes, facts.timezone) }
}

function counterpart(role: RecipientRole, facts: AppointmentFacts): MailDetail {
  return role === 'PATIENT'
    ? {
        label: 'Tenaga kesehatan',
        value: `${facts.providerName} (${facts.providerRole}${facts.providerSpecialization ? `, ${facts.providerSpecialization}` : ''})`,
      }
    : { label: 'Pasien', value: facts.patientName }
}

function content(recipientName: string, intro: MailLine[], details: MailDetail[], outro: string[]): MailContent {
  return { recipientName, intro, details, labelWidth: Math.max(...details.map(({ label }) => label.length)), outro }
}

export interface CancellationFacts {
  /** Who cancelled, and whether it is the recipient. */
  cancelledBy: 'PATIENT' | 'PROVIDER'
  byRecipient: boolean
  reason: string | null
}

/** The Indonesian cancellation e-mail for one participant (an .ics with METHOD:CANCEL goes with it). */
export function composeCancellationMail(
  role: RecipientRole,
  facts: AppointmentFacts,
  cancel: CancellationFacts,
  recipientName: string
) {
  const { date, time } = when(facts)
  const intro: MailLine[] = [
    {
      text: cancel.byRecipient
        ? 'Anda telah membatalkan janji temu berikut.'
        : `Janji temu berikut dibatalkan oleh ${roleName(cancel.cancelledBy)}.`,
    },
  ]
  const details: MailDetail[] = [
    counterpart(role, facts),
    { label: 'Tanggal', value: date },
    { label: 'Waktu', value: time },
    { label: 'Keperluan', value: facts.reason },
    ...(cancel.reason ? [{ label: 'Alasan pembatalan', value: cancel.reason }] : []),
  ]
  const outro = [
    role === 'PATIENT'
      ? 'Anda dapat membuat janji temu baru kapan saja di TeleRawat.'
      : 'Slot ini kini terbuka kembali untuk pasien lain.',
    'Pembatalan kalender (.ics) terlampir — buka untuk menghapus jadwal ini dari kalender Anda.',
  ]
  return { subject: `Janji temu dibatalkan: ${date}, ${time}`, content: content(recipientName, intro, details, outro) }
}

export interface RescheduleFacts {
  fromScheduledAt: string
  rescheduledBy: 'PATIENT' | 'PROVIDER' | 'ADMIN'
  byRecipient: boolean
}

/** The Indonesian e-mail of a moved appointment (with the updated .ics, METHOD:REQUEST). `facts` hold the new time. */
export function composeRescheduleMail(role: RecipientRole, facts: AppointmentFacts, move: RescheduleFacts, recipientName: string) {
  const before = when(facts, move.fromScheduledAt)
  const after = when(facts)
  const intro: MailLine[] = [
    {
      text: move.byRecipient
        ? 'Jadwal janji temu Anda telah diubah. Berikut jadwal barunya:'
        : `Jadwal janji temu Anda diubah oleh ${roleName(move.rescheduledBy)}. Berikut jadwal barunya:`,
    },
  ]
  const details: MailDetail[] = [
    counterpart(role, facts),
    { label: 'Jadwal lama', value: `${before.date}, ${before.time}` },
    { label: 'Jadwal baru', value: `${after.date}, ${after.time}` },
    { label: 'Keperluan', value: facts.reason },
    { label: 'Tautan video', value: facts.meetLink, isLink: true },
  ]
  const outro = [
    `Tautan video akan kami kirim lagi ${leadMinutesOf(facts)} menit sebelum sesi dimulai.`,
    'Undangan kalender terbaru (.ics) terlampir — buka untuk memperbarui jadwal di kalender Anda.',
  ]
  return { subject: `Jadwal janji temu diubah: ${after.date}, ${after.time}`, content: content(recipientName, intro, details, outro) }
}

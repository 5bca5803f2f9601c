import { DateTime } from 'luxon'
import { zoneLabel } from '../../kernel/index.js'
import type { WaitlistSlotOffered } from '#events/scheduling/waitlist-slot-offered'
import { formatDateId, formatTimeRange } from './format.js'
import type { QueuedMail } from '../mail/queue-mail.js'
import { mailContent } from '../mail/queue-mail.js'

/** A consultation's length when the event does not say (events appended before it did). */
const DEFAULT_MINUTES = 30

/**
 * The patient's e-mail for a slot offered from the waitlist ("Slot tersedia untuk Anda"), composed
 * from WaitlistSlotOffered alone; null for an event without the patient's address (appended
 * before the event carried it). Pure: `fallbackZone` is the clinic's zone now.
 */
export function waitlistOfferMail(offer: WaitlistSlotOffered, fallbackZone: string): QueuedMail | null {
  if (!offer.patientEmail || !offer.patientName) return null
  const zone = offer.timezone ?? fallbackZone
  const until = DateTime.fromISO(offer.expiresAt, { zone }).setLocale('id-ID').toFormat('HH.mm')
  return {
    kind: 'WAITLIST_OFFER',
    dedupeKey: `waitlist-offer:${offer.offerId}`,
    to: { userId: offer.patientUserId, email: offer.patientEmail, name: offer.patientName, role: 'PATIENT' },
    mail: {
      subject: `Slot tersedia untuk Anda: ${offer.providerName}, ${formatDateId(offer.scheduledAt, zone)}`,
      content: mailContent(
        offer.patientName,
        [
          { text: `Slot konsultasi yang Anda tunggu kini tersedia dan kami tahan untuk Anda hingga pukul ${until}.` },
          { text: 'Buka dasbor TeleRawat Anda dan pilih "Ambil slot ini" di bagian Daftar Tunggu untuk memesannya.' },
        ],
        [
          { label: 'Tenaga kesehatan', value: offer.providerName },
          { label: 'Tanggal', value: formatDateId(offer.scheduledAt, zone) },
          { label: 'Waktu', value: formatTimeRange(offer.scheduledAt, offer.durationMinutes ?? DEFAULT_MINUTES, zone) },
          { label: 'Ditahan hingga', value: `${until} ${zoneLabel(zone)}` },
        ],
        ['Jika tidak diambil sebelum waktu itu, slot ditawarkan kepada pasien berikutnya di daftar tunggu.']
      ),
    },
  }
}

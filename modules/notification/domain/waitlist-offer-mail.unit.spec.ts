import { describe, expect, it } from 'vitest'
import { waitlistOfferMail } from './waitlist-offer-mail.js'

const offer = {
  offerId: '00000000-0000-4000-8000-000000000001',
  waitlistEntryId: '00000000-0000-4000-8000-000000000002',
  patientId: '00000000-0000-4000-8000-000000000003',
  patientUserId: '00000000-0000-4000-8000-000000000004',
  providerId: '00000000-0000-4000-8000-000000000005',
  providerUserId: '00000000-0000-4000-8000-000000000006',
  providerName: 'Ns. Antrean',
  scheduledAt: '2030-03-04T03:30:00.000Z',
  expiresAt: '2030-03-03T04:00:00.000Z',
  patientName: 'Siti Menunggu',
  patientEmail: 'siti@contoh.id',
  durationMinutes: 30,
  timezone: 'Asia/Jakarta',
}

describe('waitlistOfferMail', () => {
  it('tells the patient the slot, in the clinic zone, and until when it is held; one mail per offer', () => {
    const mail = waitlistOfferMail(offer, 'Asia/Makassar')!
    expect(mail).toMatchObject({
      kind: 'WAITLIST_OFFER',
      dedupeKey: `waitlist-offer:${offer.offerId}`,
      to: { userId: offer.patientUserId, email: 'siti@contoh.id', name: 'Siti Menunggu', role: 'PATIENT' },
    })
    expect(mail.mail.subject).toBe('Slot tersedia untuk Anda: Ns. Antrean, Senin, 4 Maret 2030')
    expect(mail.mail.content.details).toEqual([
      { label: 'Tenaga kesehatan', value: 'Ns. Antrean' },
      { label: 'Tanggal', value: 'Senin, 4 Maret 2030' },
      { label: 'Waktu', value: '10.30–11.00 WIB' },
      { label: 'Ditahan hingga', value: '11.00 WIB' },
    ])
  })

  it('uses the clinic zone of now when the event does not name one, and sends nothing without an address', () => {
    const { timezone, ...noZone } = offer
    void timezone
    expect(waitlistOfferMail(noZone, 'Asia/Makassar')!.mail.content.details[3]).toEqual({
      label: 'Ditahan hingga',
      value: '12.00 WITA',
    })
    const { patientEmail, ...noAddress } = offer
    void patientEmail
    expect(waitlistOfferMail(noAddress, 'Asia/Jakarta')).toBeNull()
  })
})

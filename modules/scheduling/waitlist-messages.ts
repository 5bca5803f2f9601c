/** What the waitlist tells users (docs/waitlist.md); merged into scheduling's catalogue by its door. */
const id = {
  'scheduling.slot_held': 'Jadwal ini sedang ditawarkan kepada pasien di daftar tunggu. Silakan pilih waktu lain.',
  'scheduling.waitlist_day_passed': 'Daftar tunggu hanya untuk hari yang masih bisa dipesan (paling cepat besok).',
  'scheduling.waitlist_day_too_far': 'Tanggal terlalu jauh ke depan untuk daftar tunggu.',
  'scheduling.waitlist_provider_off_duty': 'Tenaga kesehatan tidak praktik pada hari ini.',
  'scheduling.waitlist_day_has_free_slots': 'Hari ini masih memiliki jadwal kosong. Silakan pesan langsung.',
  'scheduling.waitlist_already_waiting': 'Anda sudah berada di daftar tunggu untuk hari ini.',
  'scheduling.waitlist_already_booked': 'Anda sudah memiliki janji temu dengan tenaga kesehatan ini pada hari itu.',
  'scheduling.waitlist_entry_not_found': 'Daftar tunggu tidak ditemukan',
  'scheduling.waitlist_offer_not_found': 'Penawaran tidak ditemukan',
  'scheduling.waitlist_offer_expired': 'Waktu penawaran sudah habis; slot diteruskan ke pasien berikutnya.',
  'scheduling.waitlist_offer_already_accepted': 'Penawaran ini sudah diambil.',
  'scheduling.waitlist_offer_already_declined': 'Penawaran ini sudah ditolak.',
  'scheduling.waitlist_only_patients': 'Hanya pasien yang dapat memakai daftar tunggu',
}

// typed by the Indonesian keys: a key missing (or extra) here fails the build
const en: Record<keyof typeof id, string> = {
  'scheduling.slot_held': 'This time is being offered to a patient on the waitlist. Please choose another time.',
  'scheduling.waitlist_day_passed': 'The waitlist is only for days that can still be booked (tomorrow at the earliest).',
  'scheduling.waitlist_day_too_far': 'The date is too far ahead for the waitlist.',
  'scheduling.waitlist_provider_off_duty': 'The health worker does not practise on this day.',
  'scheduling.waitlist_day_has_free_slots': 'This day still has free times. Please book one directly.',
  'scheduling.waitlist_already_waiting': 'You are already on the waitlist for this day.',
  'scheduling.waitlist_already_booked': 'You already have an appointment with this health worker on that day.',
  'scheduling.waitlist_entry_not_found': 'Waitlist entry not found',
  'scheduling.waitlist_offer_not_found': 'Offer not found',
  'scheduling.waitlist_offer_expired': 'The offer has expired; the slot went to the next patient.',
  'scheduling.waitlist_offer_already_accepted': 'This offer has already been taken.',
  'scheduling.waitlist_offer_already_declined': 'This offer has already been declined.',
  'scheduling.waitlist_only_patients': 'Only patients can use the waitlist',
}

export const waitlistMessages = { id, en }

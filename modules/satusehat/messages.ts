/** What the SATUSEHAT exchange tells users. */
const id = {
  'satusehat.not_queued': 'Rekam medis ini belum masuk antrean SATUSEHAT (belum final)',
  'satusehat.not_your_record': 'Akses ditolak: status SATUSEHAT hanya untuk tenaga kesehatan rekam medis ini atau admin',
  'satusehat.exchange_not_found': 'Antrean SATUSEHAT tidak ditemukan',
  'satusehat.not_failed': 'Hanya kiriman yang gagal yang dapat dicoba lagi',
}

const en: typeof id = {
  'satusehat.not_queued': 'This medical record is not in the SATUSEHAT queue (not final yet)',
  'satusehat.not_your_record': 'Access denied: the SATUSEHAT status is only for this record’s provider or an admin',
  'satusehat.exchange_not_found': 'SATUSEHAT queue entry not found',
  'satusehat.not_failed': 'Only a failed exchange can be retried',
}

export const satusehatMessages = { id, en }

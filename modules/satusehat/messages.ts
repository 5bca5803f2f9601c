/** What the SATUSEHAT exchange tells users. */
const id = {
  'satusehat.not_queued': 'Rekam medis ini belum masuk antrean SATUSEHAT (belum final)',
  'satusehat.exchange_not_found': 'Antrean SATUSEHAT tidak ditemukan',
  'satusehat.not_failed': 'Hanya kiriman yang gagal yang dapat dicoba lagi',
}

const en: typeof id = {
  'satusehat.not_queued': 'This medical record is not in the SATUSEHAT queue (not final yet)',
  'satusehat.exchange_not_found': 'SATUSEHAT queue entry not found',
  'satusehat.not_failed': 'Only a failed exchange can be retried',
}

export const satusehatMessages = { id, en }

/** The SATUSEHAT exchange: the record's status (provider) and the queue (/admin/satusehat). */
export const satusehatId = {
  status: {
    WAITING_CONFIG: 'Menunggu konfigurasi',
    PENDING: 'Menunggu',
    RETRYING: 'Gagal: {{error}} (dicoba lagi)',
    SENT: 'Terkirim ke SATUSEHAT',
    FAILED: 'Gagal: {{error}}',
    WITHHELD: 'Tidak dikirim: persetujuan ditarik',
  },
  filter: {
    ALL: 'Semua',
    WAITING_CONFIG: 'Menunggu konfigurasi',
    PENDING: 'Menunggu',
    RETRYING: 'Dicoba lagi',
    SENT: 'Terkirim',
    FAILED: 'Gagal',
    WITHHELD: 'Persetujuan ditarik',
  },
  record: {
    title: 'SATUSEHAT',
    notQueued: 'Belum masuk antrean SATUSEHAT',
    sentAt: 'Terkirim {{when}}',
    nextAttempt: 'Percobaan berikutnya {{when}} ({{attempts}}/{{max}})',
    resources: '{{count}} resource FHIR tersimpan di server',
  },
  queue: {
    open: 'Antrean SATUSEHAT',
    title: 'Antrean SATUSEHAT',
    subtitle:
      'Rekam medis final yang dikirim ke SATUSEHAT sebagai Bundle FHIR R4. Yang gagal dicoba lagi otomatis; yang tetap gagal dapat dikirim ulang.',
    back: 'Kembali ke Portal Admin',
    configured: 'Terhubung ke {{url}}',
    organization: 'Organisasi {{id}}',
    notConfigured:
      'Pertukaran belum dikonfigurasi: isi SATUSEHAT_FHIR_BASE_URL, SATUSEHAT_AUTH_URL, SATUSEHAT_CLIENT_ID dan SATUSEHAT_CLIENT_SECRET, lalu mulai ulang server.',
    loading: 'Memuat antrean...',
    loadFailed: 'Antrean gagal dimuat: {{message}}',
    empty: 'Tidak ada rekam medis dengan status ini',
    columns: { visit: 'Kunjungan', record: 'Rekam medis', status: 'Status', attempts: 'Percobaan', updated: 'Diperbarui' },
    retry: 'Kirim ulang',
    retried: 'Dimasukkan lagi ke antrean',
    retryFailed: 'Tidak dapat dikirim ulang: {{message}}',
  },
}

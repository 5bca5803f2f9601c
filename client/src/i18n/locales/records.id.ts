/** Records: the patient's own medical records (summary on the patient dashboard). */
export const recordsId = {
  tile: {
    title: 'Rekam Medis',
    hint: 'catatan kunjungan',
  },
  recent: {
    openFull: 'Buka rekam medis lengkap',
    title: 'Rekam Medis Terbaru',
    description: 'Catatan dari konsultasi Anda.',
    empty: 'Tidak ada rekam medis tersedia',
    loadFailed: 'Rekam medis gagal dimuat: {{message}}',
    done: 'Selesai',
    noNotes: 'Tidak ada catatan.',
    unknownProvider: 'Tenaga kesehatan',
  },
  accessLog: {
    title: 'Siapa yang membuka rekam medis Anda',
    description: 'Setiap akses ke rekam medis dan dokumen Anda dicatat (UU 27/2022).',
    empty: 'Belum ada yang membuka rekam medis Anda.',
    loadFailed: 'Riwayat akses gagal dimuat: {{message}}',
    roles: { PATIENT: 'Pasien', PROVIDER: 'Tenaga Kesehatan', ADMIN: 'Administrator' },
    actions: {
      READ: 'melihat',
      CREATE: 'menambahkan',
      UPDATE: 'mengubah',
      DOWNLOAD: 'mengunduh',
      UPLOAD: 'mengunggah',
      HIDE: 'menyembunyikan',
      SHOW: 'menampilkan kembali',
    },
    resources: {
      record_one: '{{count}} rekam medis',
      record_other: '{{count}} rekam medis',
      document_one: '{{count}} dokumen',
      document_other: '{{count}} dokumen',
      resume_one: 'resume medis (PDF)',
      resume_other: '{{count}} resume medis (PDF)',
      fhir_bundle_one: 'rekam medis lengkap (FHIR)',
      fhir_bundle_other: 'rekam medis lengkap (FHIR)',
    },
  },
}

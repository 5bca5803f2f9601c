/** Records: the patient's own medical records (summary on the patient dashboard). */
export const recordsId = {
  tile: {
    title: 'Rekam Medis',
    hint: 'catatan kunjungan',
  },
  recent: {
    title: 'Rekam Medis Terbaru',
    description: 'Catatan dari konsultasi Anda.',
    empty: 'Tidak ada rekam medis tersedia',
    loadFailed: 'Rekam medis gagal dimuat: {{message}}',
    done: 'Selesai',
    noNotes: 'Tidak ada catatan.',
    unknownProvider: 'Tenaga kesehatan',
  },
}

/** The coded record form (issue 13): ICD-10 diagnoses and the nursing process SDKI -> SLKI -> SIKI. */
export const recordCodingId = {
  title: 'Kode Diagnosis & Asuhan Keperawatan',
  description:
    'ICD-10 untuk diagnosis medis; SDKI → SLKI → SIKI untuk proses keperawatan. Teks bebas tetap dapat diisi di samping kode.',
  primary: {
    label: 'Diagnosis utama (ICD-10)',
    search: 'Cari kode atau nama ICD-10…',
    note: 'Keterangan diagnosis utama',
  },
  secondary: {
    label: 'Diagnosis sekunder (ICD-10)',
    search: 'Tambah diagnosis sekunder…',
    note: 'Keterangan diagnosis sekunder',
  },
  nursing: {
    label: 'Diagnosis keperawatan (SDKI)',
    search: 'Cari diagnosis SDKI, misalnya nyeri…',
    note: 'Keterangan diagnosis keperawatan',
  },
  outcomes: {
    label: 'Luaran keperawatan (SLKI)',
    hint: 'Centang luaran yang dituju, lalu tetapkan target skor 1–5.',
    expectation: 'Ekspektasi',
    target: 'Target skor',
    targetFor: 'Target skor untuk {{name}}',
    expectationFor: 'Ekspektasi untuk {{name}}',
    noTarget: 'Tanpa target',
    searchOther: 'Cari luaran SLKI lain…',
  },
  interventions: {
    label: 'Intervensi keperawatan (SIKI)',
    hint: 'Centang intervensi yang dilakukan.',
    searchOther: 'Cari intervensi SIKI lain…',
  },
  expectations: {
    MENINGKAT: 'Meningkat',
    MENURUN: 'Menurun',
    MEMBAIK: 'Membaik',
  },
  picker: {
    searching: 'Mencari…',
    noResults: 'Tidak ada kode yang cocok',
    failed: 'Pencarian gagal: {{message}}',
    remove: 'Hapus {{code}}',
    selected: 'Terpilih: {{code}} {{name}}',
  },
  suggestions: {
    loading: 'Memuat saran SLKI dan SIKI…',
    failed: 'Saran tidak dapat dimuat: {{message}}',
    pickDiagnosis: 'Pilih diagnosis SDKI untuk melihat saran luaran dan intervensi.',
  },
  save: 'Simpan Kode',
  saving: 'Menyimpan…',
  savedTitle: 'Kode rekam medis disimpan',
  failedTitle: 'Kode gagal disimpan',
  unsaved: 'Ada perubahan kode yang belum disimpan',
  view: {
    title: 'Kode (ICD-10, SDKI, SLKI, SIKI)',
    primary: 'Diagnosis utama',
    secondary: 'Diagnosis sekunder',
    nursing: 'Diagnosis keperawatan',
    outcomes: 'Luaran (SLKI)',
    interventions: 'Intervensi (SIKI)',
    target: 'target {{score}}',
    none: 'Belum ada kode pada catatan ini.',
  },
  edit: {
    button: 'Ubah kode',
    title: 'Ubah kode rekam medis',
    cancel: 'Batal',
  },
}

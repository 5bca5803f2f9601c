/** The provider area's sidebar (docs/product.md#screens-and-routes, #interface). */
export const providerNavId = {
  label: 'Navigasi tenaga kesehatan',
  menu: 'Menu',
  dashboard: 'Dashboard',
  appointments: 'Appointment',
  patients: 'Daftar Pasien',
  records: 'Rekam Medis',
  profile: 'Profil Saya',
  messages: 'Pesan',
  learning: 'Pembelajaran',
  materials: 'Materi',
  videos: 'Video',
  questionnaire: 'Kuesioner',
  quiz: 'Kuis',
  toggle: 'Buka atau tutup menu samping',
  shortcut: 'Ctrl/⌘ + B',
  sheetTitle: 'Menu navigasi',
}

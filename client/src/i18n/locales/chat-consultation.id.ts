/** Issue 22 item 2: chat consultations — the appointment type, the provider's offer and the chat room. */
export const chatConsultationId = {
  type: {
    label: 'Jenis konsultasi',
    VIDEO: 'Video',
    CHAT: 'Chat',
    videoHint: 'Panggilan video langsung dengan tenaga kesehatan',
    chatHint: 'Percakapan tertulis di Pesan, pada jadwal yang sama',
    badge: 'Konsultasi {{type}}',
  },
  durationValue: '{{minutes}} menit, konsultasi {{type}}',
  settings: {
    title: 'Konsultasi chat',
    offers: 'Saya melayani konsultasi chat',
    offersHint: 'Pasien dapat memilih chat atau video saat membuat janji temu dengan Anda.',
    fee: 'Tarif konsultasi chat (Rp)',
  },
  room: {
    title: 'Konsultasi chat',
    noCamera: 'Konsultasi ini berlangsung lewat chat: kamera dan mikrofon tidak diperlukan.',
    opening: 'Membuka percakapan…',
    unavailable: 'Percakapan belum tersedia. Halaman akan mencoba lagi sebentar lagi.',
    leave: 'Tinggalkan Sesi',
  },
}

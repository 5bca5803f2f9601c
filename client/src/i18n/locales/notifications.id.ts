/** Notifications: the header bell (issue 12, item 8). */
export const notificationsId = {
  bell: 'Notifikasi',
  bellUnread: 'Notifikasi, {{shown}} belum dibaca',
  title: 'Notifikasi',
  markAllRead: 'Tandai semua dibaca',
  empty: 'Belum ada notifikasi.',
  loadFailed: 'Notifikasi gagal dimuat: {{message}}',
  markFailed: 'Notifikasi gagal ditandai dibaca',
  unread: 'Belum dibaca',
  counterpart: {
    PATIENT: 'tenaga kesehatan',
    PROVIDER: 'pasien',
  },
  kinds: {
    APPOINTMENT_BOOKED: {
      title: 'Janji temu terjadwal',
      PATIENT: 'Janji temu dengan {{name}} pada {{when}} telah dibuat.',
      PROVIDER: '{{name}} membuat janji temu pada {{when}}.',
    },
    APPOINTMENT_RESCHEDULED: {
      title: 'Janji temu dipindahkan',
      byMe: 'Anda memindahkan janji temu dengan {{name}} dari {{from}} ke {{to}}.',
      byOther: '{{name}} memindahkan janji temu dari {{from}} ke {{to}}.',
    },
    APPOINTMENT_CANCELLED: {
      title: 'Janji temu dibatalkan',
      byMe: 'Anda membatalkan janji temu dengan {{name}} pada {{when}}.',
      byOther: '{{name}} membatalkan janji temu pada {{when}}.',
      reason: 'Alasan: {{reason}}',
    },
    WAITLIST_SLOT_OFFERED: {
      title: 'Slot tersedia untuk Anda',
      body: 'Slot {{when}} dengan {{name}} ditahan untuk Anda sampai {{until}}.',
    },
    MEDICAL_RECORD_FINALISED: {
      title: 'Rekam medis final',
      withName: 'Rekam medis kunjungan {{when}} dengan {{name}} telah final.',
      body: 'Rekam medis kunjungan {{when}} telah final.',
    },
    PROVIDER_VERIFIED: {
      title: 'Akun terverifikasi',
      body: 'Nomor STR {{strNumber}} telah diverifikasi. Pasien kini dapat membuat janji temu dengan Anda.',
    },
    MESSAGE_RECEIVED: {
      title: 'Pesan baru',
      body: '{{name}} mengirim pesan kepada Anda.',
    },
  },
}

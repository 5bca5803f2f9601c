/** What the landing page renders (and its session check's spinner): the entry carries only these; i18n/i18n.ts loads the rest with the app. */
export const coreId = {
  meta: {
    title: 'TeleRawat — Telehealth & Telenursing Indonesia',
  },
  common: {
    appName: 'TeleRawat',
    tagline: 'Telehealth & Telenursing',
    loading: 'Memuat...',
    cancel: 'Batal',
    save: 'Simpan',
    saving: 'Menyimpan...',
    close: 'Tutup',
    discard: {
      title: 'Buang isian ini?',
      description: 'Yang sudah Anda isi atau pilih di jendela ini akan hilang.',
      keep: 'Lanjutkan mengisi',
      confirm: 'Buang',
    },
    backHome: 'Kembali ke beranda',
    loadMore: 'Muat lebih banyak',
    loadingMore: 'Memuat lainnya...',
    endOfList: 'Semua data sudah ditampilkan',
    roles: {
      PATIENT: 'Pasien',
      PROVIDER: 'Tenaga Kesehatan',
      ADMIN: 'Administrator',
    },
    status: {
      ACTIVE: 'Aktif',
      SUSPENDED: 'Ditangguhkan',
    },
  },
  language: {
    label: 'Bahasa',
    id: 'ID',
    en: 'EN',
    idName: 'Bahasa Indonesia',
    enName: 'English',
  },
  toast: {
    label: 'Notifikasi',
    viewportLabel: 'Notifikasi ({hotkey})',
    close: 'Tutup notifikasi',
  },
  landing: {
    nav: {
      ariaLabel: 'Navigasi utama',
      features: 'Fitur',
      services: 'Layanan',
      contact: 'Kontak',
      signIn: 'Masuk',
      getStarted: 'Mulai',
    },
    hero: {
      badge: 'Telehealth & telenursing untuk Indonesia',
      titleLead: 'Perawatan kesehatan',
      titleHighlight: 'lebih dekat',
      titleTail: 'dari rumah Anda',
      subtitle:
        'Konsultasi video dengan perawat dan dokter tepercaya, rekam medis elektronik yang aman, dan janji temu dengan pengingat otomatis — semuanya dalam satu portal.',
      primaryCta: 'Mulai Perjalanan Anda',
      secondaryCta: 'Lihat Cara Kerjanya',
      trust: {
        verified: 'Tenaga kesehatan terverifikasi',
        privacy: 'Data pribadi dilindungi UU PDP',
        records: 'Rekam medis sesuai Permenkes 24/2022',
      },
    },
    showcase: {
      ariaLabel: 'Contoh tampilan aplikasi',
      nurseName: 'Ns. Rina Wulandari, S.Kep.',
      nurseInitials: 'RW',
      nurseRole: 'Perawat Spesialis Komunitas',
      online: 'Online',
      availability: 'Siap menerima konsultasi',
      nextSlot: 'Jadwal berikutnya',
      nextSlotValue: 'Hari ini, 14.00 WIB',
      ratingLabel: '· Rating',
      rating: '4,9',
      consult: 'Konsultasi Video',
      records: {
        title: 'Rekam Medis',
        subtitle: 'Diperbarui hari ini',
        item: 'Tekanan darah',
        value: '120/80 mmHg',
      },
      lab: {
        title: 'Hasil Lab',
        subtitle: '3 hasil baru',
        item: 'Gula darah puasa',
        value: 'Normal',
      },
    },
    features: {
      eyebrow: 'Fitur Unggulan',
      title: 'Semua yang Anda butuhkan untuk perawatan jarak jauh',
      subtitle:
        'Dirancang bersama perawat dan dokter agar konsultasi terasa sedekat kunjungan langsung — tanpa antre dan tanpa perjalanan.',
      video: {
        title: 'Konsultasi Video',
        description:
          'Bertatap muka dengan tenaga kesehatan lewat video. Tautan ruang konsultasi dikirim ke e-mail Anda sekitar 15 menit sebelum jadwal dimulai.',
      },
      records: {
        title: 'Rekam Medis Elektronik',
        description:
          'Riwayat kesehatan, diagnosis, tanda vital, dan dokumen pemeriksaan tersimpan aman dan dapat Anda lihat kapan saja.',
      },
      appointment: {
        title: 'Smart Appointment',
        description: 'Pilih tenaga kesehatan dan jadwal yang masih tersedia, lengkap dengan pengingat otomatis dan undangan kalender.',
      },
      patients: {
        title: 'Manajemen Pasien',
        description: 'Tenaga kesehatan memantau pasien, janji temu, dan catatan kunjungan dari satu dasbor.',
      },
      learning: {
        title: 'Platform Pembelajaran',
        description: 'Materi, video, kuesioner, dan kuis untuk mahasiswa serta tenaga kesehatan profesional.',
      },
    },
    footer: {
      about: 'Portal telehealth dan telenursing yang menghubungkan pasien dengan tenaga kesehatan di seluruh Indonesia.',
      servicesTitle: 'Layanan',
      contactTitle: 'Kontak',
      emailLabel: 'E-mail',
      email: 'halo@telerawat.id',
      phoneLabel: 'Telepon',
      phone: '+62 21 5000 1234',
      addressLabel: 'Alamat',
      address: 'Jakarta Selatan, DKI Jakarta',
      rights: '© {{year}} TeleRawat. Hak cipta dilindungi undang-undang.',
      compliance: 'Mengikuti Permenkes 24/2022 dan UU 27/2022 tentang Pelindungan Data Pribadi.',
    },
  },
  guard: {
    checking: 'Memeriksa sesi...',
    deniedTitle: 'Akses ditolak',
    deniedDescription: 'Akun Anda tidak memiliki izin untuk membuka halaman ini.',
    goHome: 'Ke dasbor saya',
  },
}

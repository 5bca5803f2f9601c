import { waitingRoomId } from './waiting-room.id'
import { providerNavId } from './provider-nav.id'
import { profileId } from './profile.id'
import { providerScheduleId } from './provider-schedule.id'
import { recordsId } from './records.id'
import { schedulingId } from './scheduling.id'
import { learningId } from './learning.id'
import { consultationId } from './consultation.id'
import { patientsId } from './patients.id'
import { appointmentChangesId } from './appointment-changes.id'
import { medicalRecordsId } from './medical-records.id'
import { notificationsId } from './notifications.id'
import { waitlistId } from './waitlist.id'
import { accountId } from './account.id'
import { adminToolsId } from './admin-tools.id'
import { operationsId } from './operations.id'
import { recordCodingId } from './record-coding.id'
import { fhirExportId } from './fhir-export.id'
import { consentId } from './consent.id'
import { messagingId } from './messaging.id'
import { patientRecordId } from './patient-record.id'
import { validationMessages } from '@modules/kernel/contracts/validation-messages'
import { satusehatId } from './satusehat.id'

/** Indonesian catalogue: the source of truth for keys (English must mirror it). */
export const id = {
  // validation.* keys: the messages of the shared request schemas (modules/*/contracts)
  ...validationMessages.id,
  scheduling: schedulingId,
  records: recordsId,
  providerNav: providerNavId,
  profile: profileId,
  providerSchedule: providerScheduleId,
  learning: learningId,
  consultation: consultationId,
  waitingRoom: waitingRoomId,
  patients: patientsId,
  medicalRecords: medicalRecordsId,
  appointmentChanges: appointmentChangesId,
  notifications: notificationsId,
  waitlist: waitlistId,
  accountSecurity: accountId,
  adminTools: adminToolsId,
  operations: operationsId,
  recordCoding: recordCodingId,
  fhirExport: fhirExportId,
  satusehat: satusehatId,
  consent: consentId,
  messaging: messagingId,
  patientRecord: patientRecordId,
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
  auth: {
    backHome: 'Kembali ke beranda',
    email: 'Email',
    emailPlaceholder: 'nama@contoh.com',
    password: 'Kata sandi',
    signIn: {
      title: 'Selamat datang kembali',
      subtitle: 'Masuk untuk melanjutkan ke dasbor Anda.',
      remember: 'Ingat saya',
      forgot: 'Lupa kata sandi?',
      submit: 'Masuk',
      pending: 'Sedang masuk...',
      noAccount: 'Belum punya akun?',
      toSignUp: 'Daftar sekarang',
      failedTitle: 'Login failed',
    },
    signUp: {
      title: 'Buat akun baru',
      subtitle: 'Daftar gratis dan mulai terhubung dengan tenaga kesehatan.',
      roleLegend: 'Daftar sebagai',
      roleHints: {
        PATIENT: 'Konsultasi & rekam medis',
        PROVIDER: 'Perawat, dokter, bidan, dll.',
        ADMIN: 'Kelola akun pengguna',
      },
      providerRole: 'Peran tenaga kesehatan',
      providerRolePlaceholder: 'Pilih peran',
      providerRoleRequired: 'Pilih peran tenaga kesehatan Anda',
      strNumber: 'Nomor STR (Surat Tanda Registrasi)',
      strNumberPlaceholder: 'Contoh: 3171 2345 6789 0001',
      strNumberHint: 'Pasien dapat memesan Anda setelah admin memverifikasi nomor STR ini.',
      firstName: 'Nama depan',
      lastName: 'Nama belakang',
      passwordHint: 'Minimal 6 karakter',
      confirmPassword: 'Konfirmasi kata sandi',
      terms: 'Saya menyetujui Syarat & Ketentuan serta Kebijakan Privasi TeleRawat',
      termsRequired: 'Anda harus menyetujui Syarat & Ketentuan serta Kebijakan Privasi',
      submit: 'Daftar',
      pending: 'Mendaftar...',
      haveAccount: 'Sudah punya akun?',
      toSignIn: 'Masuk',
      passwordTooShortTitle: 'Password terlalu pendek',
      passwordTooShortDescription: 'Password harus minimal 6 karakter',
      mismatchTitle: 'Kata sandi tidak cocok',
      mismatchDescription: 'Pastikan kedua kata sandi yang Anda masukkan sama',
      failedTitle: 'Registration failed',
      inlineFailedTitle: 'Registrasi gagal',
      inlineFailedFallback: 'Terjadi kesalahan saat mendaftar',
    },
    providerRoles: {
      Perawat: 'Perawat',
      'Perawat Spesialis': 'Perawat Spesialis',
      Dokter: 'Dokter',
      'Dokter Spesialis': 'Dokter Spesialis',
      'Dokter Sub Spesialis': 'Dokter Sub Spesialis',
      Bidan: 'Bidan',
      Apoteker: 'Apoteker',
      Laboran: 'Laboran',
      Dietisian: 'Dietisian',
      Lainnya: 'Lainnya',
    },
  },
  guard: {
    checking: 'Memeriksa sesi...',
    deniedTitle: 'Akses ditolak',
    deniedDescription: 'Akun Anda tidak memiliki izin untuk membuka halaman ini.',
    goHome: 'Ke dasbor saya',
  },
  shell: {
    logout: 'Keluar',
    loggingOut: 'Keluar...',
    logoutFailed: 'Logout failed',
    sessionEndedTitle: 'Sesi berakhir',
    sessionEndedDescription: 'Sesi Anda telah diakhiri. Silakan masuk kembali.',
  },
  account: {
    title: 'Akun Anda',
    email: 'Email',
    role: 'Peran',
    status: 'Status',
    memberSince: 'Bergabung sejak',
    profession: 'Profesi',
    specialization: 'Spesialisasi',
    medicalRecordNumber: 'No. rekam medis',
  },
  patient: {
    greeting: 'Halo, {{name}}',
    fallbackName: 'Pasien',
    subtitle: 'Semoga hari Anda menyenangkan. Kelola kesehatan Anda dari satu tempat.',
  },
  provider: {
    greeting: 'Halo, {{name}}',
    fallbackName: 'Tenaga Kesehatan',
    subtitle: 'Selamat bertugas. Pasien Anda dapat menghubungi Anda melalui TeleRawat.',
    verification: {
      title: 'Akun Anda belum diverifikasi',
      missing: 'Masukkan nomor STR Anda. Pasien dapat memesan Anda setelah admin memverifikasinya.',
      waiting: 'Nomor STR Anda menunggu verifikasi admin. Mengubahnya akan memulai verifikasi dari awal.',
      save: 'Simpan nomor STR',
      saving: 'Menyimpan...',
      savedTitle: 'Nomor STR disimpan',
      failedTitle: 'Nomor STR gagal disimpan',
    },
  },
  admin: {
    title: 'Portal Admin',
    subtitle: 'Kelola akun pengguna TeleRawat.',
    stats: {
      totalUsers: 'Total Pengguna',
      activeProviders: 'Tenaga Kesehatan Aktif',
      patients: 'Pasien',
      suspended: 'Akun Ditangguhkan',
      unverifiedProviders: 'Menunggu Verifikasi',
      loadFailed: 'Statistik gagal dimuat',
    },
    users: {
      title: 'Manajemen Pengguna',
      description: 'Cari, ubah, tangguhkan, atau hapus akun pengguna.',
      searchLabel: 'Cari pengguna',
      searchPlaceholder: 'Cari email atau nama...',
      filterLabel: 'Filter pengguna',
      filters: {
        all: 'Semua Pengguna',
        patients: 'Pasien',
        providers: 'Tenaga Kesehatan',
        unverified: 'Menunggu verifikasi',
        suspended: 'Ditangguhkan',
      },
      columns: {
        user: 'Pengguna',
        role: 'Peran',
        status: 'Status',
        joined: 'Bergabung',
        actions: 'Aksi',
      },
      loading: 'Memuat pengguna...',
      empty: 'Tidak ada pengguna yang cocok.',
      loadFailed: 'Daftar pengguna gagal dimuat: {{message}}',
      editEmail: 'Ubah Email',
      suspend: 'Tangguhkan',
      activate: 'Aktifkan',
      delete: 'Hapus',
      cannotSuspendAdmin: 'Akun admin tidak dapat ditangguhkan',
      cannotDeleteAdmin: 'Tidak dapat menghapus admin',
      verify: 'Verifikasi',
      verified: 'Terverifikasi',
      verifyNeedsStr: 'Nomor STR belum diisi',
      strNumber: 'Nomor STR: {{number}}',
      providerNik: 'NIK: {{nik}}',
      providerNikMissing: 'NIK belum diisi (diperlukan untuk SATUSEHAT)',
    },
    edit: {
      title: 'Ubah Email Pengguna',
      description: 'Perbarui alamat email untuk {{name}}.',
      email: 'Email',
      submit: 'Simpan',
    },
    remove: {
      title: 'Konfirmasi Penghapusan',
      description: 'Apakah Anda yakin ingin menghapus pengguna {{email}}? Tindakan ini tidak dapat dibatalkan.',
      cancel: 'Batal',
      confirm: 'Hapus',
      pending: 'Menghapus...',
    },
    toasts: {
      successTitle: 'Berhasil',
      updated: 'Pengguna berhasil diperbarui',
      errorTitle: 'Error',
      updateFailed: 'Gagal memperbarui pengguna',
      deleted: 'Pengguna berhasil dihapus',
      deleteFailed: 'Gagal menghapus pengguna',
      verified: 'Tenaga kesehatan terverifikasi dan kini dapat dipesan',
      verifyFailed: 'Gagal memverifikasi tenaga kesehatan',
    },
    quickActions: {
      title: 'Aksi Cepat',
      addUser: 'Tambah Pengguna',
      apiDocs: 'Referensi API',
      export: 'Ekspor',
      settings: 'Pengaturan Sistem',
    },
  },
  notFound: {
    code: '404',
    title: 'Halaman tidak ditemukan',
    description: 'Halaman yang Anda cari tidak ada atau telah dipindahkan.',
    home: 'Kembali ke beranda',
  },
  errors: {
    unexpectedTitle: 'Terjadi kesalahan',
    unexpectedDescription: 'Terjadi kesalahan yang tidak terduga. Muat ulang halaman untuk mencoba lagi.',
    reload: 'Muat ulang',
  },
}

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> }

/** Shape every catalogue must have. */
export type Catalogue = Widen<typeof id>

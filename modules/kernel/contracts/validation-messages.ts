/**
 * Texts of the validation keys that the shared request schemas (modules/<m>/contracts/*-request.ts)
 * use as zod issue messages. A key is the dotted path under the language, e.g.
 * `validation.email.invalid`; the client spreads each language into its i18next catalogue and the
 * server resolves a key with `validationText` (modules/kernel/validation-text.ts).
 */
const id = {
  validation: {
    email: {
      required: 'Email wajib diisi',
      tooLong: 'Email terlalu panjang',
      invalid: 'Format email tidak valid',
    },
    password: {
      required: 'Password wajib diisi',
      tooShort: 'Password harus minimal 6 karakter',
      tooLong: 'Password terlalu panjang',
      mismatch: 'Kata sandi tidak cocok',
    },
    role: { invalid: 'Peran harus PATIENT, PROVIDER, atau ADMIN' },
    fullName: { required: 'Nama lengkap wajib diisi' },
    displayName: { required: 'Nama tampilan wajib diisi' },
    providerRole: {
      invalid: 'Peran tenaga kesehatan tidak dikenal',
      required: 'Peran tenaga kesehatan wajib dipilih',
    },
    strNumber: {
      required: 'Nomor STR wajib diisi',
      tooShort: 'Nomor STR minimal 6 karakter',
      tooLong: 'Nomor STR maksimal 40 karakter',
      format: 'Nomor STR hanya berisi angka, huruf, titik, garis miring atau tanda hubung',
    },
    terms: { required: 'Anda harus menyetujui syarat layanan dan kebijakan privasi' },
    userStatus: { invalid: 'Status harus ACTIVE atau SUSPENDED' },
    adminUpdate: {
      onlyEmailOrStatus: 'Hanya email atau status yang dapat diubah',
      oneOf: 'Kirim email atau status (salah satu)',
    },
    providerProfile: { onlyStrNumber: 'Hanya nomor STR yang dapat diubah di sini' },
    profile: {
      tooLong: 'Isian terlalu panjang',
      unknownField: 'Kolom ini tidak dapat diubah di profil',
      empty: 'Tidak ada perubahan yang dikirim',
      nikFormat: 'NIK harus 16 digit dengan tanggal lahir yang sah (digit 7–12)',
      nikDob: 'NIK tidak sesuai dengan tanggal lahir (digit 7–12: TTBBYY)',
      nikGender: 'NIK tidak sesuai dengan jenis kelamin (perempuan: tanggal + 40)',
      nikTaken: 'NIK sudah terdaftar pada akun lain',
      dobInvalid: 'Tanggal lahir tidak valid',
      dobFuture: 'Tanggal lahir tidak boleh di masa depan',
      dobTooOld: 'Tanggal lahir tidak masuk akal (sebelum 1900)',
      genderInvalid: 'Jenis kelamin harus Laki-laki atau Perempuan',
      phoneInvalid: 'Nomor telepon Indonesia tidak valid (contoh: 0812-3456-7890)',
      provinceInvalid: 'Pilih provinsi dari daftar',
      cityInvalid: 'Pilih kabupaten/kota dari daftar provinsi ini',
      bioTooLong: 'Bio paling banyak 1000 karakter',
      feeInteger: 'Tarif harus berupa angka bulat dalam Rupiah',
      feeRange: 'Tarif harus antara Rp0 dan Rp10.000.000',
      feeThousands: 'Tarif harus kelipatan Rp1.000',
    },
    search: { tooLong: 'Kata pencarian terlalu panjang' },
    account: {
      tokenRequired: 'Tautan tidak lengkap: buka lagi tautan dari email',
      currentPasswordRequired: 'Kata sandi saat ini wajib diisi',
      inviteRole: 'Peran harus PROVIDER atau ADMIN',
    },
    clinicSettings: {
      slotTime: 'Jam slot harus berformat JJ:MM, misalnya 09:00',
      timeZone: 'Zona waktu tidak dikenal (contoh: Asia/Jakarta)',
      slotsSpacing: 'Slot harus urut dan berjarak minimal 30 menit',
      slotsCount: 'Isi 1 sampai 24 slot',
      number: 'Harus berupa angka',
      integer: 'Harus bilangan bulat',
      cancelCutoffHours: 'Batas pembatalan harus 0–168 jam',
      waitlistHoldMinutes: 'Waktu tahan daftar tunggu harus 5–1440 menit',
      reminderLeadMinutes: 'Pengingat harus 1–1440 menit sebelum sesi',
      joinOpensMinutesBefore: 'Ruang konsultasi dibuka 0–120 menit sebelum sesi',
    },
    providerSchedule: {
      slotTime: 'Jam harus berformat JJ:MM, misalnya 09:00',
      tooManySlots: 'Terlalu banyak jam dalam satu hari',
      weekday: 'Hari harus 1 (Senin) sampai 7 (Minggu)',
      date: 'Tanggal harus berformat YYYY-MM-DD',
      reasonTooLong: 'Alasan maksimal 200 karakter',
      tooManyDaysOff: 'Paling banyak 60 hari libur',
      cancelReasonRequired: 'Alasan pembatalan wajib diisi',
    },
    waitlist: {
      providerRequired: 'Tenaga kesehatan wajib dipilih',
      dateInvalid: 'Tanggal wajib diisi dalam format YYYY-MM-DD',
      idInvalid: 'ID tidak valid',
    },
    booking: {
      providerRequired: 'Tenaga kesehatan wajib dipilih',
      scheduledAtInvalid: 'Waktu janji temu wajib diisi dalam format ISO 8601',
      patientIdInvalid: 'ID pasien tidak valid',
    },
    appointmentChange: {
      reasonText: 'Alasan harus berupa teks',
      reasonTooLong: 'Alasan maksimal 500 karakter',
    },
    notifications: {
      idsOrAll: 'Kirim ids (daftar notifikasi) atau all: true (salah satu)',
      idInvalid: 'ID notifikasi tidak valid',
      tooMany: 'Paling banyak 100 notifikasi sekaligus',
    },
    vitals: {
      number: 'Harus berupa angka',
      integer: 'Harus bilangan bulat',
      unknownKey: 'Tanda vital hanya boleh berisi bloodPressure, pulse, temperature, respiration, weight, height',
      bloodPressure: {
        format: 'Tekanan darah harus berformat sistolik/diastolik, misalnya 120/80',
        systolicRange: 'Tekanan sistolik harus 50–300 mmHg',
        diastolicRange: 'Tekanan diastolik harus 20–200 mmHg',
        order: 'Tekanan sistolik harus lebih tinggi dari diastolik',
      },
      pulse: { range: 'Nadi harus 20–250 x/menit' },
      temperature: { range: 'Suhu harus 30–45 °C' },
      respiration: { range: 'Frekuensi napas harus 5–80 x/menit' },
      weight: { range: 'Berat badan harus lebih dari 0 dan paling banyak 500 kg' },
      height: { range: 'Tinggi badan harus lebih dari 0 dan paling banyak 300 cm' },
    },
    terminology: {
      system: 'Sistem kode harus icd10, sdki, slki, siki, atau loinc',
      queryRequired: 'Isi kata pencarian (kode atau nama)',
      queryTooLong: 'Kata pencarian paling banyak 100 karakter',
    },
    consent: {
      kindInvalid: 'Jenis persetujuan harus TERMS_PRIVACY, TELEMEDICINE, atau SATUSEHAT',
      versionRequired: 'Versi dokumen persetujuan wajib diisi (maksimal 40 karakter)',
    },
    satusehat: {
      status: 'Status antrean harus WAITING_CONFIG, PENDING, RETRYING, SENT, FAILED, atau WITHHELD',
    },
  },
} as const

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> }
export type ValidationCatalogue = Widen<typeof id>

const en: ValidationCatalogue = {
  validation: {
    email: {
      required: 'Email is required',
      tooLong: 'Email is too long',
      invalid: 'Invalid email format',
    },
    password: {
      required: 'Password is required',
      tooShort: 'Password must be at least 6 characters',
      tooLong: 'Password is too long',
      mismatch: 'Passwords do not match',
    },
    role: { invalid: 'Role must be PATIENT, PROVIDER or ADMIN' },
    fullName: { required: 'Full name is required' },
    displayName: { required: 'Display name is required' },
    providerRole: {
      invalid: 'Unknown healthcare provider role',
      required: 'Choose a healthcare provider role',
    },
    strNumber: {
      required: 'STR number is required',
      tooShort: 'STR number must be at least 6 characters',
      tooLong: 'STR number must be at most 40 characters',
      format: 'STR number may contain only digits, letters, dots, slashes or hyphens',
    },
    terms: { required: 'You must accept the terms of service and the privacy policy' },
    userStatus: { invalid: 'Status must be ACTIVE or SUSPENDED' },
    adminUpdate: {
      onlyEmailOrStatus: 'Only the email or the status can be changed',
      oneOf: 'Send either the email or the status (one of them)',
    },
    providerProfile: { onlyStrNumber: 'Only the STR number can be changed here' },
    profile: {
      tooLong: 'Too long',
      unknownField: 'This field cannot be changed on the profile',
      empty: 'No change was sent',
      nikFormat: 'The NIK must be 16 digits with a real date of birth (digits 7–12)',
      nikDob: 'The NIK does not match the date of birth (digits 7–12: DDMMYY)',
      nikGender: 'The NIK does not match the gender (women: day + 40)',
      nikTaken: 'This NIK is already registered to another account',
      dobInvalid: 'Invalid date of birth',
      dobFuture: 'The date of birth cannot be in the future',
      dobTooOld: 'Implausible date of birth (before 1900)',
      genderInvalid: 'Gender must be Laki-laki (male) or Perempuan (female)',
      phoneInvalid: 'Invalid Indonesian phone number (e.g. 0812-3456-7890)',
      provinceInvalid: 'Choose a province from the list',
      cityInvalid: "Choose a city or regency from this province's list",
      bioTooLong: 'The bio is at most 1000 characters',
      feeInteger: 'The fee must be a whole number of Rupiah',
      feeRange: 'The fee must be between Rp0 and Rp10,000,000',
      feeThousands: 'The fee must be in whole thousands of Rupiah',
    },
    search: { tooLong: 'Search text is too long' },
    account: {
      tokenRequired: 'The link is incomplete: open the link from the e-mail again',
      currentPasswordRequired: 'Current password is required',
      inviteRole: 'Role must be PROVIDER or ADMIN',
    },
    clinicSettings: {
      slotTime: 'A slot time must be HH:MM, e.g. 09:00',
      timeZone: 'Unknown time zone (e.g. Asia/Jakarta)',
      slotsSpacing: 'Slots must be in order and at least 30 minutes apart',
      slotsCount: 'Give 1 to 24 slots',
      number: 'Must be a number',
      integer: 'Must be a whole number',
      cancelCutoffHours: 'The cancellation cut-off must be 0–168 hours',
      waitlistHoldMinutes: 'The waitlist hold must be 5–1440 minutes',
      reminderLeadMinutes: 'The reminder must be 1–1440 minutes before the session',
      joinOpensMinutesBefore: 'The consultation room opens 0–120 minutes before the session',
    },
    providerSchedule: {
      slotTime: 'A time must be HH:MM, e.g. 09:00',
      tooManySlots: 'Too many times in one day',
      weekday: 'A weekday must be 1 (Monday) to 7 (Sunday)',
      date: 'A date must be YYYY-MM-DD',
      reasonTooLong: 'A reason can be at most 200 characters',
      tooManyDaysOff: 'At most 60 days off',
      cancelReasonRequired: 'A cancellation reason is required',
    },
    waitlist: {
      providerRequired: 'Choose a healthcare provider',
      dateInvalid: 'The date is required in YYYY-MM-DD format',
      idInvalid: 'Invalid ID',
    },
    booking: {
      providerRequired: 'Choose a healthcare provider',
      scheduledAtInvalid: 'The appointment time is required in ISO 8601 format',
      patientIdInvalid: 'Invalid patient ID',
    },
    appointmentChange: {
      reasonText: 'The reason must be text',
      reasonTooLong: 'The reason can be at most 500 characters',
    },
    notifications: {
      idsOrAll: 'Send ids (a list of notifications) or all: true (one of them)',
      idInvalid: 'Invalid notification ID',
      tooMany: 'At most 100 notifications at once',
    },
    vitals: {
      number: 'Must be a number',
      integer: 'Must be a whole number',
      unknownKey: 'Vital signs may only hold bloodPressure, pulse, temperature, respiration, weight, height',
      bloodPressure: {
        format: 'Blood pressure must be systolic/diastolic, e.g. 120/80',
        systolicRange: 'Systolic pressure must be 50–300 mmHg',
        diastolicRange: 'Diastolic pressure must be 20–200 mmHg',
        order: 'Systolic pressure must be higher than diastolic',
      },
      pulse: { range: 'Pulse must be 20–250 bpm' },
      temperature: { range: 'Temperature must be 30–45 °C' },
      respiration: { range: 'Respiration must be 5–80 per minute' },
      weight: { range: 'Weight must be more than 0 and at most 500 kg' },
      height: { range: 'Height must be more than 0 and at most 300 cm' },
    },
    terminology: {
      system: 'The code system must be icd10, sdki, slki, siki or loinc',
      queryRequired: 'Enter a search term (a code or a name)',
      queryTooLong: 'The search term is at most 100 characters',
    },
    consent: {
      kindInvalid: 'The consent kind must be TERMS_PRIVACY, TELEMEDICINE or SATUSEHAT',
      versionRequired: 'The consent document version is required (at most 40 characters)',
    },
    satusehat: {
      status: 'The queue status must be WAITING_CONFIG, PENDING, RETRYING, SENT, FAILED or WITHHELD',
    },
  },
}

export const validationMessages = { id, en }

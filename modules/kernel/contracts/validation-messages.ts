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
    search: { tooLong: 'Kata pencarian terlalu panjang' },
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
    booking: {
      providerRequired: 'Tenaga kesehatan wajib dipilih',
      scheduledAtInvalid: 'Waktu janji temu wajib diisi dalam format ISO 8601',
      patientIdInvalid: 'ID pasien tidak valid',
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
    search: { tooLong: 'Search text is too long' },
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
    booking: {
      providerRequired: 'Choose a healthcare provider',
      scheduledAtInvalid: 'The appointment time is required in ISO 8601 format',
      patientIdInvalid: 'Invalid patient ID',
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
  },
}

export const validationMessages = { id, en }

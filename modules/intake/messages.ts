import type { Catalogue } from '#modules/kernel/index'

/** What the pre-visit intake tells users. */
const id = {
  'intake.appointment_not_found': 'Janji temu tidak ditemukan',
  'intake.provider_no_access': 'Anda hanya dapat membaca formulir pra-kunjungan pasien selama masa akses rekam medisnya',
  'intake.room_open': 'Formulir pra-kunjungan tidak dapat diubah lagi: ruang konsultasi sudah dibuka',
  'intake.appointment_closed': 'Formulir pra-kunjungan tidak dapat diubah: janji temu sudah selesai atau dibatalkan',
  'intake.too_many_versions': 'Formulir ini sudah diubah {max} kali; tidak dapat diubah lagi',
  'intake.invalid_answers': 'Periksa kembali jawaban formulir',
  'intake.not_submitted': 'Pasien belum mengisi formulir pra-kunjungan',
  'intake.export_too_large': 'Terlalu banyak formulir pra-kunjungan untuk satu unduhan (paling banyak {max})',
}

const en: Record<keyof typeof id, string> = {
  'intake.appointment_not_found': 'Appointment not found',
  'intake.provider_no_access': "You can read a patient's pre-visit intake only while their records access window is open",
  'intake.room_open': 'The pre-visit intake can no longer be changed: the consultation room has opened',
  'intake.appointment_closed': 'The pre-visit intake cannot be changed: the appointment is over or cancelled',
  'intake.too_many_versions': 'This form was already changed {max} times; it cannot be changed again',
  'intake.invalid_answers': 'Check the answers of the form',
  'intake.not_submitted': 'The patient has not filled in the pre-visit intake yet',
  'intake.export_too_large': 'Too many pre-visit intakes for one download (at most {max})',
}

export const intakeMessages: Catalogue = { id, en }

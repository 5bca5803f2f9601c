/** What learning tells users about quiz submissions. Keys ending in `_in` name the field in front. */
const id = {
  'learning.not_signed_in': 'Belum masuk',
  'learning.too_many_attempts': 'Terlalu banyak percobaan kuis pada level ini. Coba lagi dalam {minutes} menit.',
  'learning.wrong_length': 'Jumlah jawaban ({count}) tidak sama dengan jumlah soal ({total}).',
  'learning.wrong_length_in': 'Data tidak valid: {field} — Jumlah jawaban ({count}) tidak sama dengan jumlah soal ({total}).',
  'learning.not_integer': 'Jawaban soal nomor {number} harus berupa bilangan bulat (diterima: {received}).',
  'learning.not_integer_in':
    'Data tidak valid: {field} — Jawaban soal nomor {number} harus berupa bilangan bulat (diterima: {received}).',
  'learning.out_of_range': 'Jawaban soal nomor {number} harus di antara 0 dan {last} (diterima: {received}).',
  'learning.out_of_range_in':
    'Data tidak valid: {field} — Jawaban soal nomor {number} harus di antara 0 dan {last} (diterima: {received}).',
}

// typed by the Indonesian keys: a key missing (or extra) here fails the build
const en: Record<keyof typeof id, string> = {
  'learning.not_signed_in': 'Not signed in',
  'learning.too_many_attempts':
    'Too many quiz attempts at this level. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
  'learning.wrong_length': 'The number of answers ({count}) does not match the number of questions ({total}).',
  'learning.wrong_length_in':
    'Invalid data: {field} — the number of answers ({count}) does not match the number of questions ({total}).',
  'learning.not_integer': 'The answer to question {number} must be a whole number (received: {received}).',
  'learning.not_integer_in': 'Invalid data: {field} — the answer to question {number} must be a whole number (received: {received}).',
  'learning.out_of_range': 'The answer to question {number} must be between 0 and {last} (received: {received}).',
  'learning.out_of_range_in':
    'Invalid data: {field} — the answer to question {number} must be between 0 and {last} (received: {received}).',
}

export const learningMessages = { id, en }

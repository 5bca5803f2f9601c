/** What the call tells users (keys `call.<name>`). */
const id = {
  'call.not_in_room': 'Bergabunglah dengan ruang konsultasi terlebih dahulu',
  'call.not_participant': 'Pesan panggilan hanya untuk peserta konsultasi ini',
  'call.invalid_message': 'Pesan panggilan tidak valid',
  'call.unavailable': 'Panggilan sedang tidak dapat diproses, coba lagi',
}

const en: typeof id = {
  'call.not_in_room': 'Join the consultation room first',
  'call.not_participant': 'Call messages are only for this consultation’s participants',
  'call.invalid_message': 'Invalid call message',
  'call.unavailable': 'The call cannot be processed right now, try again',
}

export const callMessages = { id, en }

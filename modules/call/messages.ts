/** What the call tells users (keys `call.<name>`). */
const id = {
  'call.not_in_room': 'Bergabunglah dengan ruang konsultasi terlebih dahulu',
  'call.not_participant': 'Pesan panggilan hanya untuk peserta konsultasi ini',
  'call.invalid_message': 'Pesan panggilan tidak valid',
}

const en: typeof id = {
  'call.not_in_room': 'Join the consultation room first',
  'call.not_participant': 'Call messages are only for this consultation’s participants',
  'call.invalid_message': 'Invalid call message',
}

export const callMessages = { id, en }

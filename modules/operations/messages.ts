import type { Catalogue } from '#modules/kernel/index'

const id = {
  'operations.dead_letter_not_found': 'Dead letter tidak ditemukan',
  'operations.dead_letter_already_retried': 'Dead letter ini sudah dicoba ulang',
  'operations.dead_letter_already_discarded': 'Dead letter ini sudah dibuang',
  'operations.retry_failed': 'Consumer menolak event ini lagi: {error}',
  'operations.consumer_replaying': 'Consumer sedang di-replay; coba ulang setelah replay selesai',
  'operations.unknown_projection': 'Proyeksi tidak dikenal',
  'operations.replay_running': 'Replay lain sedang berjalan; tunggu hingga selesai atau batalkan',
  'operations.replay_not_found': 'Replay tidak ditemukan',
  'operations.replay_not_running': 'Replay ini tidak sedang berjalan',
  'operations.event_not_found': 'Event tidak ditemukan',
}

const en: Record<keyof typeof id, string> = {
  'operations.dead_letter_not_found': 'Dead letter not found',
  'operations.dead_letter_already_retried': 'This dead letter was already retried',
  'operations.dead_letter_already_discarded': 'This dead letter was already discarded',
  'operations.retry_failed': 'The consumer refused this event again: {error}',
  'operations.consumer_replaying': 'The consumer is being replayed; retry when the replay has ended',
  'operations.unknown_projection': 'Unknown projection',
  'operations.replay_running': 'Another replay is running; wait for it to end or cancel it',
  'operations.replay_not_found': 'Replay not found',
  'operations.replay_not_running': 'This replay is not running',
  'operations.event_not_found': 'Event not found',
}

/** Server messages of the operators' console (docs/operations.md). */
export const operationsMessages: Catalogue = { id, en }

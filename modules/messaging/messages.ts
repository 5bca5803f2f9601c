import type { Catalogue } from '#modules/kernel/index'

/** What the conversations tell users. */
const id = {
  'messaging.conversation_not_found': 'Percakapan tidak ditemukan',
  'messaging.message_not_found': 'Pesan tidak ditemukan',
  'messaging.admin_refused': 'Admin tidak dapat membaca percakapan pasien',
  'messaging.window_closed':
    'Masa akses rekam medis pasien ini sudah berakhir: percakapan hanya dapat dibaca sampai ada janji temu baru',
  'messaging.counterpart_inactive': 'Akun lawan bicara tidak aktif; pesan tidak dapat dikirim',
  'messaging.already_withdrawn': 'Pesan ini sudah ditarik',
  'messaging.withdraw_too_late': 'Pesan hanya dapat ditarik dalam 5 menit setelah dikirim',
  'messaging.up_to_unknown': 'Pesan itu tidak ada di percakapan ini',
  'messaging.attachment_not_found': 'Pesan ini tidak memiliki lampiran',
  'messaging.attachment_withdrawn': 'Lampiran ini sudah ditarik bersama pesannya',
}

const en: Record<keyof typeof id, string> = {
  'messaging.conversation_not_found': 'Conversation not found',
  'messaging.message_not_found': 'Message not found',
  'messaging.admin_refused': 'Admins cannot read patient conversations',
  'messaging.window_closed': "This patient's records access window has closed: the conversation is read-only until a new appointment",
  'messaging.counterpart_inactive': "The other participant's account is not active; messages cannot be sent",
  'messaging.already_withdrawn': 'This message was already withdrawn',
  'messaging.withdraw_too_late': 'A message can be withdrawn only within 5 minutes of sending it',
  'messaging.up_to_unknown': 'That message is not in this conversation',
  'messaging.attachment_not_found': 'This message has no attachment',
  'messaging.attachment_withdrawn': 'This attachment was withdrawn with its message',
}

export const messagingMessages: Catalogue = { id, en }

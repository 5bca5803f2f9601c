/** One sender's unread messages in a recipient's digest. */
export interface UnreadFrom {
  senderName: string
  count: number
}

/**
 * The digest e-mail, Indonesian first with English below (no message content: an e-mail is not a
 * safe place for health data; the link opens 'Pesan' after sign-in).
 */
export function digestMail(unread: UnreadFrom[], link: string) {
  const total = unread.reduce((sum, u) => sum + u.count, 0)
  return {
    subject: `Anda memiliki ${total} pesan belum dibaca di TeleRawat / ${total} unread message${total === 1 ? '' : 's'}`,
    intro: [
      { text: `Anda memiliki ${total} pesan belum dibaca dari tenaga kesehatan atau pasien Anda.` },
      { text: 'Buka halaman Pesan untuk membaca dan membalas:', link },
    ],
    details: unread.map((u) => ({ label: u.senderName, value: `${u.count} pesan / message${u.count === 1 ? '' : 's'}` })),
    outro: [
      `You have ${total} unread message${total === 1 ? '' : 's'} on TeleRawat. Open Messages to read and reply.`,
      'Isi pesan tidak dikirim lewat email demi kerahasiaan data kesehatan Anda. / Message content is never sent by e-mail.',
    ],
  }
}

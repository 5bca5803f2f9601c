import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { mailContent, queueMail } from '#modules/notification/index'
import type { Role } from '../contracts/roles.js'
import { issueToken } from './account-tokens.js'

/** The client pages the e-mailed links open. */
export const LINK_PAGES = { RESET: '/atur-kata-sandi', INVITE: '/atur-kata-sandi', VERIFY_EMAIL: '/verifikasi-email' } as const

export interface Recipient {
  id: string
  email: string
  name: string
  role: Role
}

const link = (base: string, page: string, token: string) => `${base.replace(/\/+$/, '')}${page}?token=${encodeURIComponent(token)}`

/** One kind of mail that carries a single-use link. */
interface LinkMail {
  purpose: keyof typeof LINK_PAGES
  kind: string
  subject: string
  intro: (to: Recipient) => string
  /** The line above the link: how long it is valid and what it does. */
  linkLine: string
  outro: string[]
}

/** Issues the link's token and queues the mail in the caller's transaction (sent once: the token id is its dedupe key). */
async function queueLinkMail(trx: TransactionClientContract, to: Recipient, linkBase: string, mail: LinkMail) {
  const { token, tokenId } = await issueToken(trx, to, mail.purpose)
  const url = link(linkBase, LINK_PAGES[mail.purpose], token)
  await queueMail(trx, {
    kind: mail.kind,
    dedupeKey: `identity:${mail.kind}:${tokenId}`,
    to: { userId: to.id, email: to.email, name: to.name, role: to.role },
    mail: {
      subject: mail.subject,
      content: mailContent(to.name, [{ text: mail.intro(to) }, { text: mail.linkLine, link: url }], [], mail.outro),
    },
    secret: true,
  })
}

/** "Atur ulang kata sandi": a link valid 30 minutes. */
export const queueResetMail = (trx: TransactionClientContract, to: Recipient, linkBase: string) =>
  queueLinkMail(trx, to, linkBase, {
    purpose: 'RESET',
    kind: 'PASSWORD_RESET',
    subject: 'Atur ulang kata sandi TeleRawat',
    intro: () => 'Kami menerima permintaan untuk mengatur ulang kata sandi akun TeleRawat Anda.',
    linkLine: 'Buka tautan berikut dalam 30 menit untuk membuat kata sandi baru:',
    outro: ['Jika Anda tidak meminta ini, abaikan email ini: kata sandi Anda tidak berubah.', 'Tautan hanya dapat dipakai satu kali.'],
  })

/** "Verifikasi email": a link valid 48 hours. */
export const queueVerificationMail = (trx: TransactionClientContract, to: Recipient, linkBase: string) =>
  queueLinkMail(trx, to, linkBase, {
    purpose: 'VERIFY_EMAIL',
    kind: 'EMAIL_VERIFICATION',
    subject: 'Verifikasi email TeleRawat Anda',
    intro: () => 'Terima kasih telah mendaftar di TeleRawat.',
    linkLine: 'Buka tautan berikut dalam 48 jam untuk memverifikasi email Anda:',
    outro: ['Anda perlu email terverifikasi untuk membuat janji konsultasi.', 'Jika Anda tidak mendaftar, abaikan email ini.'],
  })

/** "Undangan": the admin created the account; the link (7 days) sets its first password. */
export const queueInvitationMail = (trx: TransactionClientContract, to: Recipient, linkBase: string) =>
  queueLinkMail(trx, to, linkBase, {
    purpose: 'INVITE',
    kind: 'INVITATION',
    subject: 'Undangan bergabung dengan TeleRawat',
    intro: (r) =>
      `Admin TeleRawat membuatkan akun ${r.role === 'ADMIN' ? 'Administrator' : 'Tenaga Kesehatan'} untuk Anda dengan email ${r.email}.`,
    linkLine: 'Buka tautan berikut dalam 7 hari untuk membuat kata sandi dan mulai masuk:',
    outro: ['Tautan hanya dapat dipakai satu kali.', 'Jika Anda tidak mengenal undangan ini, abaikan email ini.'],
  })

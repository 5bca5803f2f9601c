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

function send(
  trx: TransactionClientContract,
  kind: string,
  tokenId: string,
  to: Recipient,
  subject: string,
  content: ReturnType<typeof mailContent>
) {
  return queueMail(trx, {
    kind,
    dedupeKey: `identity:${kind}:${tokenId}`,
    to: { userId: to.id, email: to.email, name: to.name, role: to.role },
    mail: { subject, content },
    secret: true,
  })
}

/** "Atur ulang kata sandi": a link valid 30 minutes. */
export async function queueResetMail(trx: TransactionClientContract, to: Recipient, linkBase: string) {
  const { token, tokenId } = await issueToken(trx, to, 'RESET')
  const url = link(linkBase, LINK_PAGES.RESET, token)
  await send(
    trx,
    'PASSWORD_RESET',
    tokenId,
    to,
    'Atur ulang kata sandi TeleRawat',
    mailContent(
      to.name,
      [
        { text: 'Kami menerima permintaan untuk mengatur ulang kata sandi akun TeleRawat Anda.' },
        { text: 'Buka tautan berikut dalam 30 menit untuk membuat kata sandi baru:', link: url },
      ],
      [],
      ['Jika Anda tidak meminta ini, abaikan email ini: kata sandi Anda tidak berubah.', 'Tautan hanya dapat dipakai satu kali.']
    )
  )
}

/** "Verifikasi email": a link valid 48 hours. */
export async function queueVerificationMail(trx: TransactionClientContract, to: Recipient, linkBase: string) {
  const { token, tokenId } = await issueToken(trx, to, 'VERIFY_EMAIL')
  const url = link(linkBase, LINK_PAGES.VERIFY_EMAIL, token)
  await send(
    trx,
    'EMAIL_VERIFICATION',
    tokenId,
    to,
    'Verifikasi email TeleRawat Anda',
    mailContent(
      to.name,
      [
        { text: 'Terima kasih telah mendaftar di TeleRawat.' },
        { text: 'Buka tautan berikut dalam 48 jam untuk memverifikasi email Anda:', link: url },
      ],
      [],
      ['Anda perlu email terverifikasi untuk membuat janji konsultasi.', 'Jika Anda tidak mendaftar, abaikan email ini.']
    )
  )
}

/** "Undangan": the admin created the account; the link (7 days) sets its first password. */
export async function queueInvitationMail(trx: TransactionClientContract, to: Recipient, linkBase: string) {
  const { token, tokenId } = await issueToken(trx, to, 'INVITE')
  const url = link(linkBase, LINK_PAGES.INVITE, token)
  const roleName = to.role === 'ADMIN' ? 'Administrator' : 'Tenaga Kesehatan'
  await send(
    trx,
    'INVITATION',
    tokenId,
    to,
    'Undangan bergabung dengan TeleRawat',
    mailContent(
      to.name,
      [
        { text: `Admin TeleRawat membuatkan akun ${roleName} untuk Anda dengan email ${to.email}.` },
        { text: 'Buka tautan berikut dalam 7 hari untuk membuat kata sandi dan mulai masuk:', link: url },
      ],
      [],
      ['Tautan hanya dapat dipakai satu kali.', 'Jika Anda tidak mengenal undangan ini, abaikan email ini.']
    )
  )
}

import type { Catalogue } from '#modules/kernel/index'

/** What the consent ledger tells users. */
const id = {
  'consent.not_found': 'Persetujuan tidak ditemukan',
  'consent.not_withdrawable': 'Persetujuan Syarat dan Kebijakan Privasi tidak dapat ditarik selama akun masih ada',
  'consent.not_active': 'Persetujuan ini sudah ditarik atau digantikan; hanya persetujuan yang berlaku yang dapat ditarik',
  'consent.version_outdated': 'Versi dokumen persetujuan tidak berlaku; versi saat ini {version}',
}

const en: Record<keyof typeof id, string> = {
  'consent.not_found': 'Consent not found',
  'consent.not_withdrawable': 'The terms and privacy consent cannot be withdrawn while the account exists',
  'consent.not_active': 'This consent was already withdrawn or replaced; only the consent in force can be withdrawn',
  'consent.version_outdated': 'This version of the consent document is not current; the current version is {version}',
}

export const consentMessages: Catalogue = { id, en }

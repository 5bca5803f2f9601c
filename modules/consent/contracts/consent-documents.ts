/**
 * The consents a patient gives, each a versioned document (UU 27/2022: consent to process health
 * data is specific, informed and recorded). A new wording is a new version: the ledger keeps which
 * version each entry gave or withdrew, and the server stores the SHA-256 of the Indonesian text.
 */
export const CONSENT_KINDS = ['TERMS_PRIVACY', 'TELEMEDICINE', 'SATUSEHAT'] as const
export type ConsentKind = (typeof CONSENT_KINDS)[number]

export interface ConsentDocument {
  kind: ConsentKind
  version: string
  /** May the patient withdraw it while the account exists? */
  withdrawable: boolean
  text: { id: string; en: string }
}

export const CONSENT_DOCUMENTS: Record<ConsentKind, ConsentDocument> = {
  TERMS_PRIVACY: {
    kind: 'TERMS_PRIVACY',
    version: '2026-11-v1',
    withdrawable: false,
    text: {
      id: 'Saya menyetujui Syarat dan Ketentuan serta Kebijakan Privasi TeleRawat, termasuk pemrosesan data kesehatan saya untuk layanan ini sesuai UU 27/2022 tentang Pelindungan Data Pribadi.',
      en: "I accept TeleRawat's Terms and Conditions and Privacy Policy, including the processing of my health data for this service under Law 27/2022 on Personal Data Protection.",
    },
  },
  // v2 (issue 22): a consultation is by video or by chat; v1 said "by video" only (kept in SUPERSEDED_CONSENT_DOCUMENTS)
  TELEMEDICINE: {
    kind: 'TELEMEDICINE',
    version: '2026-11-v2',
    withdrawable: true,
    text: {
      id: 'Saya memahami bahwa konsultasi dilakukan jarak jauh melalui video atau pesan (chat), bahwa pemeriksaan fisik terbatas, dan bahwa tenaga kesehatan dapat merujuk saya ke layanan tatap muka bila diperlukan. Saya setuju menjalani konsultasi telemedisin.',
      en: 'I understand that the consultation takes place remotely by video or by message (chat), that a physical examination is limited, and that the provider may refer me to an in-person service when needed. I agree to a telemedicine consultation.',
    },
  },
  SATUSEHAT: {
    kind: 'SATUSEHAT',
    version: '2026-11-v1',
    withdrawable: true,
    text: {
      id: 'Saya setuju rekam medis kunjungan saya dikirim ke platform SATUSEHAT Kementerian Kesehatan sesuai Permenkes 24/2022. Saya dapat menarik persetujuan ini kapan saja; pengiriman baru berhenti seketika.',
      en: "I agree that the medical records of my visits are sent to the Ministry of Health's SATUSEHAT platform under Permenkes 24/2022. I may withdraw this consent at any time; new sending stops at once.",
    },
  },
}

/**
 * Earlier versions, word for word as patients signed them: a version once given is never edited
 * (its ledger entries keep its SHA-256), a new wording is a new version above. A consent given to an
 * earlier version stays in force (the ledger's rule); giving the current one appends a new entry.
 */
export const SUPERSEDED_CONSENT_DOCUMENTS: readonly ConsentDocument[] = [
  {
    kind: 'TELEMEDICINE',
    version: '2026-11-v1',
    withdrawable: true,
    text: {
      id: 'Saya memahami bahwa konsultasi dilakukan jarak jauh melalui video, bahwa pemeriksaan fisik terbatas, dan bahwa tenaga kesehatan dapat merujuk saya ke layanan tatap muka bila diperlukan. Saya setuju menjalani konsultasi telemedisin.',
      en: 'I understand that the consultation takes place remotely by video, that a physical examination is limited, and that the provider may refer me to an in-person service when needed. I agree to a telemedicine consultation.',
    },
  },
]

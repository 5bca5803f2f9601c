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
  TELEMEDICINE: {
    kind: 'TELEMEDICINE',
    version: '2026-11-v1',
    withdrawable: true,
    text: {
      id: 'Saya memahami bahwa konsultasi dilakukan jarak jauh melalui video, bahwa pemeriksaan fisik terbatas, dan bahwa tenaga kesehatan dapat merujuk saya ke layanan tatap muka bila diperlukan. Saya setuju menjalani konsultasi telemedisin.',
      en: 'I understand that the consultation takes place remotely by video, that a physical examination is limited, and that the provider may refer me to an in-person service when needed. I agree to a telemedicine consultation.',
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

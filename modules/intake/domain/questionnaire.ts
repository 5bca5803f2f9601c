/**
 * The published FHIR R4 Questionnaire of the pre-visit intake (docs/intake.md#fhir-mapping).
 * Its canonical URL and version are stable: a QuestionnaireResponse names `url|version`, and a
 * change of the questions is a new version, never an edit of this one.
 */
export const QUESTIONNAIRE_URL = 'https://telerawat.id/fhir/Questionnaire/intake'
export const QUESTIONNAIRE_VERSION = '1.0.0'
export const PREGNANCY_SYSTEM = 'https://telerawat.id/fhir/CodeSystem/intake-pregnancy'

/** linkId of each question: the same keys as the answers of intake-answers.ts, in kebab-case. */
export const LINK_IDS = {
  mainComplaint: 'main-complaint',
  since: 'since',
  painScore: 'pain-score',
  allergies: 'allergies',
  medications: 'medications',
  chronicConditions: 'chronic-conditions',
  pregnancy: 'pregnancy',
} as const

const TRANSLATION = 'http://hl7.org/fhir/StructureDefinition/translation'
/** The English text beside an Indonesian one (FHIR's translation extension on the `_text` element). */
const english = (text: string) => ({
  extension: [
    {
      url: TRANSLATION,
      extension: [
        { url: 'lang', valueCode: 'en' },
        { url: 'content', valueString: text },
      ],
    },
  ],
})

export const PREGNANCY_OPTIONS = [
  { code: 'YES', display: 'Ya', en: 'Yes' },
  { code: 'NO', display: 'Tidak', en: 'No' },
  { code: 'UNSURE', display: 'Tidak yakin', en: 'Not sure' },
] as const

const question = (linkId: string, type: string, id: string, en: string, extra: Record<string, unknown> = {}) => ({
  linkId,
  text: id,
  _text: english(en),
  type,
  ...extra,
})

/** The Questionnaire resource as GET /api/fhir/Questionnaire/intake answers it. */
export function intakeQuestionnaire() {
  return {
    resourceType: 'Questionnaire',
    id: 'intake',
    url: QUESTIONNAIRE_URL,
    version: QUESTIONNAIRE_VERSION,
    name: 'TeleRawatPreVisitIntake',
    title: 'Formulir Pra-Kunjungan',
    _title: english('Pre-visit intake'),
    status: 'active',
    date: '2026-11-29',
    publisher: 'TeleRawat',
    language: 'id',
    subjectType: ['Patient'],
    description:
      'Kuesioner singkat yang diisi pasien setelah memesan konsultasi, dibaca tenaga kesehatan sebelum sesi. ' +
      'Pertanyaan kehamilan hanya diajukan kepada pasien perempuan berusia 10–55 tahun pada hari konsultasi.',
    item: [
      question(LINK_IDS.mainComplaint, 'text', 'Keluhan utama', 'Main complaint', { required: true, maxLength: 1000 }),
      question(LINK_IDS.since, 'string', 'Sejak kapan keluhan dirasakan?', 'Since when?', { required: true, maxLength: 200 }),
      question(LINK_IDS.painScore, 'integer', 'Skala nyeri (0 = tidak nyeri, 10 = nyeri terberat)', 'Pain (0 = none, 10 = worst)', {
        required: true,
        extension: [
          { url: 'http://hl7.org/fhir/StructureDefinition/minValue', valueInteger: 0 },
          { url: 'http://hl7.org/fhir/StructureDefinition/maxValue', valueInteger: 10 },
        ],
      }),
      question(LINK_IDS.allergies, 'text', 'Alergi (obat, makanan, lainnya)', 'Allergies (medicines, food, other)', {
        maxLength: 1000,
      }),
      question(LINK_IDS.medications, 'text', 'Obat yang sedang digunakan', 'Current medicines', { maxLength: 1000 }),
      question(LINK_IDS.chronicConditions, 'text', 'Penyakit kronis', 'Chronic conditions', { maxLength: 1000 }),
      question(LINK_IDS.pregnancy, 'choice', 'Apakah Anda sedang hamil?', 'Are you pregnant?', {
        answerOption: PREGNANCY_OPTIONS.map((o) => ({
          valueCoding: { system: PREGNANCY_SYSTEM, code: o.code, display: o.display },
        })),
      }),
    ],
  }
}

/**
 * How the intake's allergies and medicines enter the visit record (docs/intake.md#into-the-visit-record):
 * allergies into `allergyHistory`; the medicines as one line of `pastMedicalHistory` (the record
 * has no medication field of its own), written in Indonesian like the rest of the record. What the
 * record already holds wins over the intake when the form is prefilled: a provider's earlier
 * confirmation is not silently replaced.
 */
export const MEDICATION_LINE_PREFIX = 'Obat yang sedang digunakan: '

type IntakeLists = { allergies: string; medications: string }
type VisitHistory = { allergyHistory?: string | null; pastMedicalHistory?: string | null }

function medicationLineOf(pastMedicalHistory: string | null | undefined): string | null {
  const line = (pastMedicalHistory ?? '').split('\n').find((l) => l.startsWith(MEDICATION_LINE_PREFIX))
  return line === undefined ? null : line.slice(MEDICATION_LINE_PREFIX.length)
}

/** The two fields the provider confirms, prefilled. */
export function prefillHistory(intake: IntakeLists | null, visit: VisitHistory | null) {
  return {
    allergyHistory: visit?.allergyHistory?.trim() || intake?.allergies || '',
    medications: medicationLineOf(visit?.pastMedicalHistory) ?? intake?.medications ?? '',
  }
}

/** `pastMedicalHistory` with its medication line replaced by `medications` (removed when empty); other lines kept. */
export function withMedications(pastMedicalHistory: string | null | undefined, medications: string): string {
  const lines = (pastMedicalHistory ?? '').split('\n').filter((l) => !l.startsWith(MEDICATION_LINE_PREFIX) && l.trim() !== '')
  const stated = medications.trim().replace(/\s*\n+\s*/g, '; ')
  if (stated) lines.push(MEDICATION_LINE_PREFIX + stated)
  return lines.join('\n')
}

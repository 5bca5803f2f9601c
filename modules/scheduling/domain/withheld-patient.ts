/**
 * A provider whose verification is missing or was withdrawn reads no patient data (docs/security.md,
 * issue 24): their appointment rows keep the time, status and ids — the schedule they hold — but
 * not who the patient is or why they booked. Pure, for every list shape (DTO, item).
 */
interface WithPatient {
  reason: string
  complaint: string | null
  patient: { fullName: string }
}

const KEPT = new Set(['id', 'userId'])

export function withheldPatient<T extends WithPatient>(row: T): T {
  const patient = Object.fromEntries(
    Object.entries(row.patient).map(([key, value]) => [key, KEPT.has(key) ? value : key === 'fullName' ? '' : null])
  )
  return { ...row, reason: '', complaint: null, patient }
}

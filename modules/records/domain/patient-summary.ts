/**
 * The provider-patient summary (docs/product.md#provider-patient-summary): counts and the last visit of one provider x patient
 * pair, folded from the facts the projection keeps (one per appointment and per record), so an
 * event delivered twice or out of order across topics still gives the same answer.
 */

export interface SummaryFact {
  kind: 'APPOINTMENT' | 'RECORD'
  /** An appointment that is not cancelled; a record is always active (never deleted). */
  active: boolean
  /** A completed appointment's time, or a record's visit date. */
  visitAt: Date | string | null
}

export interface Summary {
  appointmentCount: number
  medicalRecordCount: number
  lastVisit: string | null
}

export function summarise(facts: SummaryFact[]): Summary {
  let appointmentCount = 0
  let medicalRecordCount = 0
  let last: number | null = null
  for (const fact of facts) {
    if (!fact.active) continue
    if (fact.kind === 'APPOINTMENT') appointmentCount++
    else medicalRecordCount++
    if (fact.visitAt !== null) {
      const t = new Date(fact.visitAt).getTime()
      if (last === null || t > last) last = t
    }
  }
  return { appointmentCount, medicalRecordCount, lastVisit: last === null ? null : new Date(last).toISOString() }
}

/** A pair with no live appointment and no record is no longer the provider's patient. */
export function isCurrentPatient(summary: Summary): boolean {
  return summary.appointmentCount > 0 || summary.medicalRecordCount > 0
}

/** A medical record as GET /api/patients/:id/records lists it (fields this feature shows). */
export type PatientRecord = {
  id: string
  visitDate: string
  notes: string | null
  createdAt: string
  provider: { displayName: string; providerRole: string } | null
}

/**
 * Server push 'patient.changed': a patient changed their profile. Sent to the patient's own room
 * and to patient:<profile id>, which the pages of the providers who treat that patient join.
 */
export interface PatientChangedPush {
  type: string
  patientUserId: string
  /** the patient profile's id (the provider pages' patient id) */
  patientId: string
  changedFields: string[]
  /** event_log position of the change (a bigint, as text) */
  position: string
}

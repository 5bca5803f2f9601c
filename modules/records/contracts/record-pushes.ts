/** Server push 'record.changed' (to the patient, the provider and the consultation room). */
export interface RecordChangedPush {
  type: 'MedicalRecordCreated' | 'MedicalRecordUpdated'
  recordId: string
  patientId: string
  appointmentId: string | null
  /** event_log position of the change (a bigint, as text) */
  position: string
}

/** Server push 'document.changed' (to the patient, the provider and the consultation room). */
export interface DocumentChangedPush {
  type: 'DocumentUploaded' | 'DocumentVisibilityChanged'
  uploadId: string
  patientId: string
  hidden: boolean
  /** event_log position of the change (a bigint, as text) */
  position: string
}

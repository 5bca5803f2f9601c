/** Shapes of the consultation screen's API (appointments, records, uploads) and pushes. */

export type ConsultationRole = 'PATIENT' | 'PROVIDER'
export type AppointmentStatus = 'SCHEDULED' | 'COMPLETED' | 'CANCELLED'

export type ConsultationAppointment = {
  id: string
  patientId: string
  providerId: string
  scheduledAt: string
  status: AppointmentStatus
  meetLink: string | null
  reason: string | null
  complaint: string | null
  consultationFee: number | null
  patient: {
    id: string
    userId: string
    fullName: string
    gender: string | null
    contact: string | null
    dob: string | null
    medicalRecordNumber: string | null
  } | null
  provider: {
    id: string
    userId: string
    displayName: string
    providerRole: string
    specialization: string | null
  } | null
}

/** Values as the server keeps them; numbers or text, any may be missing. */
export type VitalSigns = {
  bloodPressure?: string | null
  pulse?: number | string | null
  temperature?: number | string | null
  respiration?: number | string | null
  weight?: number | string | null
  height?: number | string | null
}

export type RecordStatus = 'DRAFT' | 'FINAL'

export type ConsultationRecord = {
  id: string
  appointmentId: string | null
  visitDate: string
  notes: string | null
  vitalSigns: VitalSigns | null
  status: RecordStatus
  chiefComplaint: string | null
  createdAt: string
  provider: { id: string; displayName: string; providerRole: string } | null
  createdBy: { userId: string; name: string } | null
}

export type PatientUpload = {
  id: string
  filename: string
  mimeType: string
  sizeBytes: number
  hidden: boolean
  uploadedAt: string
  /** The authorised download route; the server may name it `url`. */
  downloadUrl?: string
  url?: string
}

export type PresenceState = 'joined' | 'left' | 'reconnecting'

/** Server push 'presence' (room appointment:<id>). */
export type PresencePush = {
  appointmentId: string
  userId: string
  role: ConsultationRole
  state: PresenceState
  /** When the server saw the change (ms): an older push never overrides a newer state. */
  at: number
}

/** `at`: when the server took the participants snapshot (same clock as PresencePush.at). */
export type JoinAck = { ok: true; appointmentId: string; participants: PresencePush[]; at: number } | { ok: false; message: string }

/** Server push 'appointment.changed'. */
export type AppointmentChangedPush = { type: string; appointmentId: string; status?: AppointmentStatus }

/** Server push 'record.changed'. */
export type RecordChangedPush = { type: string; recordId: string; patientId: string; appointmentId?: string | null }

/** Server push 'document.changed'. */
export type DocumentChangedPush = { type: string; uploadId: string; patientId: string; hidden?: boolean }

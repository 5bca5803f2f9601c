import type { AppointmentStatus } from './appointment-status.js'

export interface AppointmentPatient {
  id: string
  userId: string
  fullName: string
  gender: string | null
  contact: string | null
  dob: string | null
  medicalRecordNumber: string | null
}

export interface AppointmentProvider {
  id: string
  userId: string
  displayName: string
  providerRole: string
  specialization: string | null
}

/** The appointment as every endpoint returns it (with patient and provider objects). */
export interface AppointmentDto {
  id: string
  patientId: string
  providerId: string
  scheduledAt: string
  endsAt: string
  durationMinutes: number
  status: AppointmentStatus
  /**
   * When its consultation room opens: the start minus the clinic's `joinOpensMinutesBefore`,
   * computed by the server from the setting at the moment of the answer. Before it the screen is
   * a waiting room and the room refuses joins ('scheduling.room_not_open').
   */
  joinOpensAt: string
  meetLink: string
  reason: string
  complaint: string | null
  paymentMethod: string | null
  consultationFee: number
  createdAt: string
  updatedAt: string
  patient: AppointmentPatient
  provider: AppointmentProvider
}

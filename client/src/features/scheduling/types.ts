/** Shapes of the scheduling API (GET /api/providers, availability, appointments). */

export type AppointmentStatus = 'SCHEDULED' | 'COMPLETED' | 'CANCELLED'

export const APPOINTMENT_STATUSES: readonly AppointmentStatus[] = ['SCHEDULED', 'COMPLETED', 'CANCELLED']

export type BookableProvider = {
  /** provider profile id */
  id: string
  userId: string
  displayName: string | null
  providerRole: string
  specialization: string | null
  /** integer Rupiah */
  consultationFee: number
}

export type AvailabilitySlot = {
  /** clinic-zone wall time, e.g. '09:00' */
  time: string
  scheduledAt: string
  available: boolean
}

export type ProviderAvailability = {
  date: string
  timezone: string
  slots: AvailabilitySlot[]
}

export type AppointmentPatient = {
  id: string
  userId: string
  fullName: string
  gender: string | null
  contact: string | null
  dob: string | null
  medicalRecordNumber: string | null
}

export type AppointmentProvider = {
  id: string
  userId: string
  displayName: string
  providerRole: string
  specialization: string | null
}

export type Appointment = {
  id: string
  patientId: string
  providerId: string
  scheduledAt: string
  status: AppointmentStatus
  meetLink: string | null
  reason: string | null
  complaint: string | null
  paymentMethod: string | null
  consultationFee: number | null
  createdAt: string
  patient: AppointmentPatient | null
  provider: AppointmentProvider | null
}

/** One row of an appointment list or dashboard card (GET /api/appointments/list, overview). */
export type AppointmentItem = {
  id: string
  scheduledAt: string
  endsAt: string
  status: AppointmentStatus
  reason: string | null
  complaint: string | null
  consultationFee: number | null
  /** only on rows that can still be joined */
  meetLink?: string
  patient: { id: string; fullName: string; medicalRecordNumber: string | null; contact: string | null }
  provider: { id: string; displayName: string; providerRole: string }
}

export type AppointmentCounts = Record<'ALL' | AppointmentStatus, number>

/** GET /api/appointments/overview: what the /provider and /patient dashboards show. */
export type AppointmentOverview = {
  today: number
  thisWeek: number
  total: number
  upcomingCount: number
  counts: AppointmentCounts
  upcoming: AppointmentItem[]
  recent: AppointmentItem[]
}

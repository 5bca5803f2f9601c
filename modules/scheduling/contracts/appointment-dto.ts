import { z } from 'zod'
import { appointmentStatuses } from './appointment-status.js'
import { appointmentMediaDtoSchema } from './appointment-media.js'
import { appointmentTypes } from './appointment-type.js'

export const appointmentPatientSchema = z.object({
  id: z.string(),
  userId: z.string(),
  fullName: z.string(),
  gender: z.string().nullable(),
  contact: z.string().nullable(),
  dob: z.string().nullable(),
  medicalRecordNumber: z.string().nullable(),
})
export type AppointmentPatient = z.infer<typeof appointmentPatientSchema>

export const appointmentProviderSchema = z.object({
  id: z.string(),
  userId: z.string(),
  displayName: z.string(),
  providerRole: z.string(),
  specialization: z.string().nullable(),
})
export type AppointmentProvider = z.infer<typeof appointmentProviderSchema>

/** The appointment as every endpoint returns it (with patient and provider objects). */
export const appointmentDtoSchema = z.object({
  id: z.string(),
  patientId: z.string(),
  providerId: z.string(),
  scheduledAt: z.string(),
  endsAt: z.string(),
  durationMinutes: z.number(),
  status: z.enum(appointmentStatuses),
  /** VIDEO (the built-in call) or CHAT (the pair's conversation in session mode); the fee is that type's. */
  type: z.enum(appointmentTypes),
  /**
   * When its consultation room opens: the start minus the clinic's `joinOpensMinutesBefore`,
   * computed by the server from the setting at the moment of the answer. Before it the screen is
   * a waiting room and the room refuses joins ('scheduling.room_not_open').
   */
  joinOpensAt: z.string(),
  meetLink: z.string(),
  reason: z.string(),
  complaint: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  consultationFee: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  patient: appointmentPatientSchema,
  provider: appointmentProviderSchema,
  /**
   * The built-in call's media per side (ConsultationMediaConnected/Ended): when it first flowed,
   * the connected seconds of the intervals that ended, the reconnections; null while none flowed.
   */
  media: appointmentMediaDtoSchema,
})
export type AppointmentDto = z.infer<typeof appointmentDtoSchema>

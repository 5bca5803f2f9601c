import { z } from 'zod'
import { defineEvent } from '../define-event.js'

/**
 * A patient booked a slot. Carries a snapshot of both participants (as they were at booking)
 * so consumers — the appointment read model, notifications, pushes — need no other lookup.
 */
export const AppointmentBookedV1 = defineEvent({
  type: 'AppointmentBooked',
  version: 1,
  module: 'scheduling',
  aggregateType: 'appointment',
  schema: z.object({
    appointmentId: z.uuid(),
    status: z.literal('SCHEDULED'),
    scheduledAt: z.iso.datetime({ offset: true }),
    durationMinutes: z.number().int().positive(),
    timezone: z.string().min(1),
    meetLink: z.url(),
    reason: z.string(),
    complaint: z.string().nullable(),
    paymentMethod: z.string().nullable(),
    consultationFee: z.number().int().nonnegative(),
    createdAt: z.string(),
    patientId: z.uuid(),
    patientUserId: z.uuid(),
    patientName: z.string(),
    patientEmail: z.email(),
    patientGender: z.string().nullable(),
    patientContact: z.string().nullable(),
    patientDob: z.string().nullable(),
    patientMedicalRecordNumber: z.string().nullable(),
    providerId: z.uuid(),
    providerUserId: z.uuid(),
    providerName: z.string(),
    providerEmail: z.email(),
    providerRole: z.string(),
    providerSpecialization: z.string().nullable(),
    /**
     * Added later (additive, issue 22): how the consultation happens. Absent on events appended
     * before chat consultations: those were video visits, and every consumer reads them as VIDEO.
     */
    type: z.enum(['VIDEO', 'CHAT']).optional(),
  }),
  sensitive: [
    'reason',
    'complaint',
    'patientName',
    'patientEmail',
    'patientGender',
    'patientContact',
    'patientDob',
    'patientMedicalRecordNumber',
  ],
  patientOf: (p) => p.patientId,
})
export type AppointmentBooked = z.infer<typeof AppointmentBookedV1.schema>

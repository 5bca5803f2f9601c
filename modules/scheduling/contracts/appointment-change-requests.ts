import { z } from 'zod'

/** POST /api/appointments/:id/cancel: the reason is optional for the patient, required for the provider. */
export const cancelAppointmentRequestSchema = z.object({
  reason: z
    .string({ message: 'validation.appointmentChange.reasonText' })
    .trim()
    .max(500, 'validation.appointmentChange.reasonTooLong')
    .optional()
    .nullable()
    .transform((v) => v || undefined),
})
export type CancelAppointmentRequestInput = z.input<typeof cancelAppointmentRequestSchema>
export type CancelAppointmentRequest = z.output<typeof cancelAppointmentRequestSchema>

/** POST /api/appointments/:id/reschedule: another free slot of the same provider. */
export const rescheduleAppointmentRequestSchema = z.object({
  scheduledAt: z.iso.datetime({ offset: true, message: 'validation.booking.scheduledAtInvalid' }),
})
export type RescheduleAppointmentRequest = z.infer<typeof rescheduleAppointmentRequestSchema>

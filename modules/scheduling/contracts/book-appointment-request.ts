import { z } from 'zod'
import { appointmentTypes } from './appointment-type.js'

const optionalText = (max: number, label: string) =>
  z
    .string({ message: `${label} harus berupa teks` })
    .trim()
    .max(max, `${label} maksimal ${max} karakter`)
    .optional()
    .nullable()
    .transform((v) => v || undefined)

/** POST /api/appointments: what the booking wizard confirms. */
export const bookAppointmentRequestSchema = z.object({
  providerId: z.uuid({ message: 'validation.booking.providerRequired' }),
  scheduledAt: z.iso.datetime({ offset: true, message: 'validation.booking.scheduledAtInvalid' }),
  patientId: z
    .uuid({ message: 'validation.booking.patientIdInvalid' })
    .optional()
    .nullable()
    .transform((v) => v ?? undefined),
  reason: optionalText(500, 'Alasan'),
  complaint: optionalText(2000, 'Keluhan'),
  paymentMethod: optionalText(40, 'Metode pembayaran'),
  /** VIDEO (the default) or CHAT, where the provider offers chat (issue 22). */
  type: z
    .enum(appointmentTypes, { message: 'validation.booking.typeInvalid' })
    .optional()
    .nullable()
    .transform((v) => v ?? undefined),
})

export type BookAppointmentRequestInput = z.input<typeof bookAppointmentRequestSchema>
export type BookAppointmentRequest = z.output<typeof bookAppointmentRequestSchema>

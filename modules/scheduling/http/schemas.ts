import { z } from 'zod'
import { appointmentStatuses } from '../contracts/appointment-status.js'

export const idParams = z.object({ id: z.uuid({ message: 'ID janji temu tidak valid' }) })
export const providerParams = z.object({ providerId: z.uuid({ message: 'ID tenaga kesehatan tidak valid' }) })

const optionalText = (max: number, label: string) =>
  z
    .string({ message: `${label} harus berupa teks` })
    .trim()
    .max(max, `${label} maksimal ${max} karakter`)
    .optional()
    .nullable()
    .transform((v) => v || undefined)

export const bookAppointmentSchema = z.object({
  providerId: z.uuid({ message: 'Tenaga kesehatan wajib dipilih' }),
  scheduledAt: z.iso.datetime({ offset: true, message: 'Waktu janji temu wajib diisi dalam format ISO 8601' }),
  patientId: z.uuid({ message: 'ID pasien tidak valid' }).optional().nullable().transform((v) => v ?? undefined),
  reason: optionalText(500, 'Alasan'),
  complaint: optionalText(2000, 'Keluhan'),
  paymentMethod: optionalText(40, 'Metode pembayaran'),
})
export type BookAppointmentInput = z.infer<typeof bookAppointmentSchema>

export const statusSchema = z.object({
  status: z.enum(appointmentStatuses, { message: 'Status harus SCHEDULED, COMPLETED, atau CANCELLED' }),
})

export const availabilitySchema = z.object({
  date: z.string({ message: 'Tanggal wajib diisi (YYYY-MM-DD)' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'Tanggal harus berformat YYYY-MM-DD'),
})

/** GET /api/appointments: `from=upcoming` (default, from 00:00 today onward) or `from=past` (before it, newest first). */
export const appointmentsWindowSchema = z.object({
  from: z.enum(['upcoming', 'past'], { message: 'Parameter from harus upcoming atau past' }).default('upcoming'),
})

export const appointmentTabs = ['ALL', ...appointmentStatuses] as const
export const appointmentTabSchema = z.object({
  status: z.enum(appointmentTabs, { message: 'Status harus ALL, SCHEDULED, COMPLETED, atau CANCELLED' }).default('ALL'),
})

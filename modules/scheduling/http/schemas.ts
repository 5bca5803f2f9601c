import { z } from 'zod'
import { appointmentStatuses } from '../contracts/appointment-status.js'

// The booking body, which the client validates too, lives in ../contracts/book-appointment-request.ts.

export const idParams = z.object({ id: z.uuid({ message: 'ID janji temu tidak valid' }) })
export const providerParams = z.object({ providerId: z.uuid({ message: 'ID tenaga kesehatan tidak valid' }) })

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

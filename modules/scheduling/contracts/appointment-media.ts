import { z } from 'zod'

/**
 * The built-in call's media on the appointment (issue 19, docs/video.md), per side: when its media
 * first flowed, the connected seconds of the intervals that ended, the reconnections. The same
 * shape as the call module's `appointmentMediaSchema` (its contract): a contract imports only zod
 * and contracts of its own module.
 */
export const appointmentSideMediaSchema = z.object({
  firstConnectedAt: z.iso.datetime({ offset: true }).nullable(),
  connectedSeconds: z.number().int().min(0),
  reconnections: z.number().int().min(0),
})
export type AppointmentSideMedia = z.infer<typeof appointmentSideMediaSchema>

/** null sides: that side's media never flowed. */
export const appointmentMediaDtoSchema = z.object({
  patient: appointmentSideMediaSchema.nullable(),
  provider: appointmentSideMediaSchema.nullable(),
})
export type AppointmentMediaDto = z.infer<typeof appointmentMediaDtoSchema>

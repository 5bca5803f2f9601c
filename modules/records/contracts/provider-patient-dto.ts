import { z } from 'zod'

/** GET /api/provider/patients: one of the provider's patients, with the summary's counters. */
export const providerPatientDtoSchema = z.object({
  id: z.string(),
  userId: z.string(),
  fullName: z.string(),
  medicalRecordNumber: z.string().nullable(),
  dob: z.string().nullable(),
  gender: z.string().nullable(),
  address: z.string().nullable(),
  contact: z.string().nullable(),
  occupation: z.string().nullable(),
  appointmentCount: z.number(),
  medicalRecordCount: z.number(),
  lastVisit: z.string().nullable(),
})
export type ProviderPatientDto = z.infer<typeof providerPatientDtoSchema>

/** The stat cards of /provider/patients. */
export const providerPatientStatsSchema = z.object({ patients: z.number(), appointments: z.number(), records: z.number() })
export type ProviderPatientStats = z.infer<typeof providerPatientStatsSchema>

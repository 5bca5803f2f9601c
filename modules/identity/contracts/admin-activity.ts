import { z } from 'zod'
import { roles } from './roles.js'

/** The events 'Aktivitas Terkini' shows (an admin's view of the clinic), each one entry. */
export const adminActivityTypes = [
  'UserRegistered',
  'UserEmailChanged',
  'UserSuspended',
  'UserActivated',
  'UserDeleted',
  'ProviderVerified',
  'ProviderStrNumberChanged',
  'AdminUsersExported',
  'AppointmentBooked',
  'AppointmentCancelled',
  'AppointmentRescheduled',
  'SessionEnded',
  'WaitlistSlotOffered',
  'MedicalRecordCreated',
  'DocumentUploaded',
  'QuizCompleted',
  'ClinicSettingsUpdated',
] as const
export type AdminActivityType = (typeof adminActivityTypes)[number]

/** Someone an entry names, as the admin table knows them now (null once the account is deleted). */
export const adminActivityPersonSchema = z.object({ id: z.string(), name: z.string(), email: z.string(), role: z.enum(roles) })
export type AdminActivityPerson = z.infer<typeof adminActivityPersonSchema>

/**
 * Values for the client's text of an entry: never names, e-mails or clinical content (those come
 * from the people, so a deleted account disappears from the feed too).
 */
export const adminActivityParamsSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()])
)
export type AdminActivityParams = z.infer<typeof adminActivityParamsSchema>

/** One entry of GET /api/admin/activity (newest first, cursor paged). */
export const adminActivityDtoSchema = z.object({
  /** event_log position of the event (text): unique and the feed's order. */
  id: z.string(),
  type: z.enum(adminActivityTypes),
  at: z.string(),
  /** Who did it (null: the system, or a deleted account). */
  actor: adminActivityPersonSchema.nullable(),
  /** Whom it is about: the account, or the patient of an appointment. */
  subject: adminActivityPersonSchema.nullable(),
  /** The other party: the provider of an appointment. */
  other: adminActivityPersonSchema.nullable(),
  params: adminActivityParamsSchema,
})
export type AdminActivityDto = z.infer<typeof adminActivityDtoSchema>

/** Server push 'activity.added' (room `admins`): a new entry; refetch the feed past `position`. */
export interface AdminActivityPush {
  type: AdminActivityType
  position: string
  at: string
}

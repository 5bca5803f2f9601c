import type { Role } from './roles.js'

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
export interface AdminActivityPerson {
  id: string
  name: string
  email: string
  role: Role
}

/**
 * Values for the client's text of an entry: never names, e-mails or clinical content (those come
 * from the people, so a deleted account disappears from the feed too).
 */
export type AdminActivityParams = Record<string, string | number | boolean | string[] | null>

/** One entry of GET /api/admin/activity (newest first, cursor paged). */
export interface AdminActivityDto {
  /** event_log position of the event (text): unique and the feed's order. */
  id: string
  type: AdminActivityType
  at: string
  /** Who did it (null: the system, or a deleted account). */
  actor: AdminActivityPerson | null
  /** Whom it is about: the account, or the patient of an appointment. */
  subject: AdminActivityPerson | null
  /** The other party: the provider of an appointment. */
  other: AdminActivityPerson | null
  params: AdminActivityParams
}

/** Server push 'activity.added' (room `admins`): a new entry; refetch the feed past `position`. */
export interface AdminActivityPush {
  type: AdminActivityType
  position: string
  at: string
}

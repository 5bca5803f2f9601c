import { z } from 'zod'

/**
 * In-app notifications (the header bell): what the server stores and sends. The server keeps
 * facts (names, times as ISO text), never sentences: the client renders each kind in the
 * reader's language and time zone.
 */
export const NOTIFICATION_KINDS = [
  'APPOINTMENT_BOOKED',
  'APPOINTMENT_RESCHEDULED',
  'APPOINTMENT_CANCELLED',
  'WAITLIST_SLOT_OFFERED',
  'MEDICAL_RECORD_FINALISED',
  'PROVIDER_VERIFIED',
  'MESSAGE_RECEIVED',
] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

/** Whose side of an appointment the recipient is on. */
export type ParticipantRole = 'PATIENT' | 'PROVIDER'

interface AppointmentFacts {
  appointmentId: string
  /** ISO start of the appointment (after a move: the new start). */
  scheduledAt: string
  /** IANA zone the clinic shows times in (null when the event did not say). */
  timezone: string | null
  recipientRole: ParticipantRole
  /** The other participant's name, as at booking (null when this node never saw the booking). */
  counterpartName: string | null
}

export type NotificationContent =
  | { kind: 'APPOINTMENT_BOOKED'; params: AppointmentFacts }
  | {
      kind: 'APPOINTMENT_RESCHEDULED'
      params: AppointmentFacts & { fromScheduledAt: string; byMe: boolean }
    }
  | {
      kind: 'APPOINTMENT_CANCELLED'
      params: AppointmentFacts & { cancelledBy: ParticipantRole; byMe: boolean; reason: string | null }
    }
  | {
      kind: 'WAITLIST_SLOT_OFFERED'
      params: { offerId: string; providerName: string; scheduledAt: string; expiresAt: string }
    }
  | {
      kind: 'MEDICAL_RECORD_FINALISED'
      params: { recordId: string; appointmentId: string | null; visitDate: string; providerName: string | null }
    }
  | { kind: 'PROVIDER_VERIFIED'; params: { strNumber: string } }
  | { kind: 'MESSAGE_RECEIVED'; params: { conversationId: string; senderName: string; recipientRole: ParticipantRole } }

/** One notification as GET /api/notifications lists it. */
export type NotificationDto = NotificationContent & {
  id: string
  /** In-app path the notification opens (always a path of this app, starting with '/'). */
  link: string
  createdAt: string
  /** null while unread */
  readAt: string | null
}

/** GET /api/notifications: newest first, cursor paged, with the reader's unread count. */
export interface NotificationPageDto {
  items: NotificationDto[]
  nextCursor: string | null
  unreadCount: number
}

/** POST /api/notifications/read: some of my notifications by id, or all of them. */
export const markNotificationsReadSchema = z
  .object({
    ids: z
      .array(z.uuid('validation.notifications.idInvalid'))
      .min(1, 'validation.notifications.idsOrAll')
      .max(100, 'validation.notifications.tooMany')
      .optional(),
    all: z.literal(true, 'validation.notifications.idsOrAll').optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if ((body.ids === undefined) === (body.all === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['ids'], message: 'validation.notifications.idsOrAll' })
    }
  })
export type MarkNotificationsReadRequest = z.infer<typeof markNotificationsReadSchema>

/** POST /api/notifications/read answer. */
export interface MarkNotificationsReadDto {
  /** how many of my notifications this call marked (already-read and foreign ids count nothing) */
  marked: number
  unreadCount: number
}

/** Server push 'notification.created' to `user:<recipient>`, sent once the notification is stored. */
export interface NotificationCreatedPush {
  id: string
  kind: NotificationKind
  /** event_log position of the event it came from (a bigint, as text) */
  position: string
  at: string
}

/** Server push 'notification.read' to `user:<me>`: my other tabs refresh their badge. */
export interface NotificationsReadPush {
  unreadCount: number
}

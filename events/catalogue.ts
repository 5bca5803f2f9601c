import type { EventDefinition } from './define-event.js'
import { UserRegisteredV1 } from './identity/user-registered.js'
import { UserEmailChangedV1 } from './identity/user-email-changed.js'
import { UserSuspendedV1 } from './identity/user-suspended.js'
import { UserActivatedV1 } from './identity/user-activated.js'
import { UserDeletedV1 } from './identity/user-deleted.js'
import { ProviderVerifiedV1 } from './identity/provider-verified.js'
import { ProviderStrNumberChangedV1 } from './identity/provider-str-number-changed.js'
import { PatientProfileUpdatedV1 } from './identity/patient-profile-updated.js'
import { ProviderProfileUpdatedV1 } from './identity/provider-profile-updated.js'
import { PasswordResetV1 } from './identity/password-reset.js'
import { PasswordChangedV1 } from './identity/password-changed.js'
import { EmailVerifiedV1 } from './identity/email-verified.js'
import { UserInvitedV1 } from './identity/user-invited.js'
import { AdminUsersExportedV1 } from './identity/admin-users-exported.js'
import { AppointmentBookedV1 } from './scheduling/appointment-booked.js'
import { AppointmentCancelledV1 } from './scheduling/appointment-cancelled.js'
import { SessionEndedV1 } from './scheduling/session-ended.js'
import { AppointmentRescheduledV1 } from './scheduling/appointment-rescheduled.js'
import { WaitlistSlotOfferedV1 } from './scheduling/waitlist-slot-offered.js'
import { ProviderScheduleUpdatedV1 } from './scheduling/provider-schedule-updated.js'
import { WaitlistJoinedV1 } from './scheduling/waitlist-joined.js'
import { WaitlistLeftV1 } from './scheduling/waitlist-left.js'
import { WaitlistOfferClosedV1 } from './scheduling/waitlist-offer-closed.js'
import { ClinicSettingsUpdatedV1 } from './clinic/clinic-settings-updated.js'
import { QuizCompletedV1 } from './learning/quiz-completed.js'
import { MedicalRecordCreatedV1 } from './records/medical-record-created.js'
import { MedicalRecordUpdatedV1 } from './records/medical-record-updated.js'
import { DocumentUploadedV1 } from './records/document-uploaded.js'
import { DocumentVisibilityChangedV1 } from './records/document-visibility-changed.js'
import { ConsentGivenV1 } from './consent/consent-given.js'
import { ConsentWithdrawnV1 } from './consent/consent-withdrawn.js'
// operations (issue 14, the operators' console)
import { DeadLetterRetriedV1 } from './operations/dead-letter-retried.js'
import { DeadLetterDiscardedV1 } from './operations/dead-letter-discarded.js'
import { ReplayRequestedV1 } from './operations/replay-requested.js'
import { ReplayCancelledV1 } from './operations/replay-cancelled.js'
// the built-in call (issue 19)
import { ConsultationMediaConnectedV1 } from './call/consultation-media-connected.js'
import { ConsultationMediaEndedV1 } from './call/consultation-media-ended.js'
// messaging (issue 22, care between calls)
import { MessageSentV1 } from './messaging/message-sent.js'
import { MessageReadV1 } from './messaging/message-read.js'
import { MessageWithdrawnV1 } from './messaging/message-withdrawn.js'
import { EventRevealedV1 } from './operations/event-revealed.js'
// pre-visit intake (issue 22)
import { IntakeSubmittedV1 } from './intake/intake-submitted.js'

/** Every event type the system knows, by `${type}.v${version}`. */
export const catalogue: EventDefinition[] = [
  UserRegisteredV1,
  UserEmailChangedV1,
  UserSuspendedV1,
  UserActivatedV1,
  UserDeletedV1,
  ProviderVerifiedV1,
  ProviderStrNumberChangedV1,
  PatientProfileUpdatedV1,
  ProviderProfileUpdatedV1,
  PasswordResetV1,
  PasswordChangedV1,
  EmailVerifiedV1,
  UserInvitedV1,
  AdminUsersExportedV1,
  AppointmentBookedV1,
  AppointmentCancelledV1,
  SessionEndedV1,
  AppointmentRescheduledV1,
  WaitlistSlotOfferedV1,
  ProviderScheduleUpdatedV1,
  WaitlistJoinedV1,
  WaitlistLeftV1,
  WaitlistOfferClosedV1,
  ClinicSettingsUpdatedV1,
  QuizCompletedV1,
  MedicalRecordCreatedV1,
  MedicalRecordUpdatedV1,
  DocumentUploadedV1,
  DocumentVisibilityChangedV1,
  ConsentGivenV1,
  ConsentWithdrawnV1,
  // operations (issue 14)
  DeadLetterRetriedV1,
  DeadLetterDiscardedV1,
  ReplayRequestedV1,
  ReplayCancelledV1,
  ConsultationMediaConnectedV1,
  ConsultationMediaEndedV1,
  // messaging (issue 22)
  MessageSentV1,
  MessageReadV1,
  MessageWithdrawnV1,
  EventRevealedV1,
  // pre-visit intake (issue 22)
  IntakeSubmittedV1,
]

/** type -> version -> definition (no key string built per event received). */
const byType = new Map<string, Map<number, EventDefinition>>()
for (const def of catalogue) byType.set(def.type, (byType.get(def.type) ?? new Map()).set(def.version, def))

export function findDefinition(type: string, version: number): EventDefinition | undefined {
  return byType.get(type)?.get(version)
}

export function modulesWithEvents(): string[] {
  return [...new Set(catalogue.map((d) => d.module))]
}

export function topicFor(module: string): string {
  return `telerawat.${module}.v1`
}

export class InvalidEventError extends Error {
  constructor(
    public eventType: string,
    detail: string
  ) {
    super(`Invalid event ${eventType}: ${detail}`)
  }
}

/** Validates a payload against its schema; throws InvalidEventError naming the problem. */
export function validatePayload(type: string, version: number, payload: unknown) {
  const def = findDefinition(type, version)
  if (!def) throw new InvalidEventError(type, `unknown event type/version v${version}`)
  const result = def.schema.safeParse(payload)
  if (!result.success) {
    const detail = result.error.issues.map((i) => `${i.path.join('.') || 'payload'}: ${i.message}`).join('; ')
    throw new InvalidEventError(type, detail)
  }
  return { def, payload: result.data as Record<string, unknown> }
}

import type { ModuleDefinition } from '#modules/kernel/index'
import { recordsSettings } from './settings.js'
import { recordsPushes } from './pushes.js'
import { recordsRoutes } from './http/routes.js'
import { providerPatientSummariesProjection } from './projections/provider-patient-summaries.js'
import { finaliseSessionRecordsPolicy } from './policies/finalise-session-records.js'
import { sweepAbandonedIncoming } from './storage/document-store.js'
import { recordsMessages } from './messages.js'
import { patientRoomGuard } from './queries/patient-room.js'

/**
 * Records: medical records (with correction history), documents, the provider-patient
 * summaries and the access trail (docs/product.md#medical-records; Permenkes 24/2022, UU 27/2022).
 */
export const recordsModule: ModuleDefinition = {
  name: 'records',
  configure: recordsSettings.configure,
  http: recordsRoutes,
  messages: recordsMessages,
  consumers: [providerPatientSummariesProjection, finaliseSessionRecordsPolicy],
  roomGuards: [patientRoomGuard],
  // A node SIGKILLed mid-upload leaves a partial temporary file; the restarted node removes it.
  start: () => sweepAbandonedIncoming().catch(() => {}),
  pushes: recordsPushes,
}

export { UPLOAD_ROUTE } from './http/routes.js'
export { PROVIDER_PATIENT_SUMMARIES_CONSUMER } from './projections/provider-patient-summaries.js'
export { FINALISE_SESSION_RECORDS_CONSUMER } from './policies/finalise-session-records.js'
export type { MedicalRecordDto } from './contracts/medical-record-dto.js'
export type { DocumentDto } from './contracts/document-dto.js'
export type { DocumentChangedPush, RecordChangedPush } from './contracts/record-pushes.js'

// Exports (modules/fhir, issue 13): records read with the reader's rights, downloads audited.
export {
  findRecordForExport,
  readRecordForExport,
  readFinalRecordsForExport,
  recordExportDownloaded,
  MAX_EXPORT_RECORDS,
} from './queries/record-export.js'
export type { ExportReader } from './queries/record-export.js'
export type { RecordCoding, CodedConcept, CodedOutcome } from './contracts/record-coding.js'
export { recordDownload } from './commands/record-download.js'
export type { ResourceType } from './contracts/access-log-item.js'

// Conversations (modules/messaging, issue 22): the access window rule and the access trail.
export { providerAccessToPatient } from './queries/provider-access.js'
export { conversationActor, recordConversationAccess, recordConversationAccesses } from './commands/conversation-access.js'
// The provider-access-to-patient rule for other modules (issue 24): the one relation.ts holds.
export { providerTreatsPatientNow } from './queries/relation.js'
export { recordEventRevealed } from './commands/record-event-reveal.js'
// Attachments of conversations (issue 22): received, checked and stored as the patient's documents.
export { receiveUpload as receiveDocumentUpload } from './http/receive-upload.js'
export { throttleUploads as throttleDocumentUploads } from './http/throttle-uploads.js'
export { serveDocument } from './http/serve-document.js'
export { discardIncoming as discardDocumentUpload } from './storage/document-store.js'
export type { IncomingFile } from './storage/document-store.js'
export { checkDocumentFile, storeConversationDocument, withdrawConversationDocument } from './commands/conversation-document.js'
export type { CheckedDocumentFile } from './commands/conversation-document.js'
// The pre-visit intake (modules/intake, issue 22): a provider's read is in the patient's access trail.
export { recordIntakeAccess } from './commands/intake-access.js'
export { recordAnswers } from './queries/kept-records.js'

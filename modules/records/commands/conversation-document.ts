import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { appendEvents } from '#events/outbox'
import { DocumentUploadedV1 } from '#events/records/document-uploaded'
import { DomainError, type CommandContext } from '#modules/kernel/index'
import type { DocumentDto } from '../contracts/document-dto.js'
import { detectFileType, UNSUPPORTED_TYPE_MESSAGE, type AcceptedMimeType } from '../domain/file-type.js'
import { sanitiseFilename } from '../domain/filename.js'
import type { RecordsActor } from '../queries/actor.js'
import { documentDto } from '../queries/document-dto.js'
import { commitIncoming, removeStored, type IncomingFile } from '../storage/document-store.js'
import { recordAccess } from './record-access.js'

/** A received file that passed the document checks (content, name, not empty). */
export interface CheckedDocumentFile {
  file: IncomingFile
  filename: string
  mimeType: AcceptedMimeType
}

/**
 * The checks every document passes, by content (magic bytes), never by name or declared type:
 * 415 naming the accepted types for anything else (a ".pdf" that is HTML), 422 for an empty file
 * or an unusable name. Nothing is stored; the caller discards the temporary file.
 */
export async function checkDocumentFile(file: IncomingFile, clientName: string): Promise<CheckedDocumentFile> {
  const name = sanitiseFilename(clientName)
  if (!name.ok) throw new DomainError(422, name.message, [{ field: 'file', message: name.message }])
  const mimeType = await detectFileType(file.head)
  if (!mimeType) throw new DomainError(415, UNSUPPORTED_TYPE_MESSAGE, [{ field: 'file', message: UNSUPPORTED_TYPE_MESSAGE }])
  if (file.size === 0) throw new DomainError(422, 'records.file_empty', [{ field: 'file', message: 'records.file_empty' }])
  return { file, filename: name.filename, mimeType }
}

export interface ConversationDocumentInput {
  checked: CheckedDocumentFile
  conversationId: string
  patientId: string
  patientUserId: string
  /** The conversation's provider (profile and user): the one provider who reads it. */
  providerId: string
  providerUserId: string
}

/**
 * A conversation's attachment (modules/messaging) becomes one of the patient's documents inside
 * the sender's transaction: the file moved into place (removed again if that transaction rolls
 * back), its row, the upload in the access trail and DocumentUploaded.
 */
export async function storeConversationDocument(
  input: ConversationDocumentInput,
  actor: RecordsActor,
  trx: TransactionClientContract,
  ctx: CommandContext
): Promise<DocumentDto> {
  const key = await commitIncoming(input.checked.file)
  trx.after('rollback', () => removeStored(key))
  const [row] = await trx
    .table('uploads')
    .insert({
      patient_id: input.patientId,
      patient_user_id: input.patientUserId,
      provider_id: input.providerId,
      conversation_id: input.conversationId,
      filename: input.checked.filename,
      filepath: key,
      mime_type: input.checked.mimeType,
      size_bytes: input.checked.file.size,
      sha256: input.checked.file.sha256,
      hidden: false,
      uploaded_by: actor.userId,
      uploaded_by_name: actor.name,
    })
    .returning('*')
  await recordAccess(actor, [{ action: 'UPLOAD', resourceType: 'document', resourceId: row.id, patientId: input.patientId }], trx)
  const document = documentDto(row)
  await appendEvents(
    trx,
    [
      DocumentUploadedV1.create(row.id, {
        uploadId: row.id,
        patientId: input.patientId,
        patientUserId: input.patientUserId,
        providerId: input.providerId,
        providerUserId: input.providerUserId,
        appointmentId: null,
        medicalRecordId: null,
        mimeType: input.checked.mimeType,
        sizeBytes: document.sizeBytes,
        hidden: false,
        uploadedAt: document.uploadedAt,
        conversationId: input.conversationId,
      }),
    ],
    { actorId: actor.userId, correlationId: ctx.correlationId }
  )
  return document
}

/** Its message was withdrawn: the document and its file stay (the record), served to no one. */
export async function withdrawConversationDocument(uploadId: string, trx: TransactionClientContract) {
  await trx.from('uploads').where('id', uploadId).whereNull('withdrawn_at').update({ withdrawn_at: new Date() })
}

import db from '@adonisjs/lucid/services/db'
import { appendEvents } from '#events/outbox'
import { DocumentUploadedV1 } from '#events/records/document-uploaded'
import { findPatientProfile } from '#modules/identity/index'
import { getAppointmentForParticipant } from '#modules/scheduling/index'
import { DomainError, notFound, type CommandContext } from '#modules/kernel/index'
import { canWriteForPatient } from '../domain/access.js'
import { detectFileType, UNSUPPORTED_TYPE_MESSAGE } from '../domain/file-type.js'
import { sanitiseFilename } from '../domain/filename.js'
import type { RecordsActor } from '../queries/actor.js'
import { relationTo } from '../queries/relation.js'
import { documentDto } from '../queries/document-dto.js'
import { commitIncoming, removeStored, type IncomingFile } from '../storage/document-store.js'
import { recordAccess } from './record-access.js'

export interface UploadInput {
  file: IncomingFile
  clientName: string
  patientId: string
  medicalRecordId?: string
  appointmentId?: string
}

const invalid = (field: string, message: string) => new DomainError(422, message, [{ field, message }])

/**
 * A treating provider uploads a supporting document (docs/product.md#documents). Accepted by content (magic
 * bytes), stored under a generated name; the row, the audit entry and DocumentUploaded commit
 * together, and the file is moved into place inside that transaction — removed again if it
 * rolls back. The caller discards the temporary file in every case.
 */
export async function uploadDocument(input: UploadInput, actor: RecordsActor, ctx: CommandContext) {
  const decision = canWriteForPatient(actor, await relationTo(actor, input.patientId))
  if (!decision.ok) throw new DomainError(decision.status, decision.message, [{ field: 'patientId', message: decision.message }])

  const name = sanitiseFilename(input.clientName)
  if (!name.ok) throw invalid('file', name.message)
  const mimeType = await detectFileType(input.file.head)
  if (!mimeType) throw new DomainError(415, UNSUPPORTED_TYPE_MESSAGE, [{ field: 'file', message: UNSUPPORTED_TYPE_MESSAGE }])
  if (input.file.size === 0) throw invalid('file', 'records.file_empty')

  const patient = await findPatientProfile(input.patientId)
  if (!patient) throw notFound('records.patient_not_found')
  if (input.medicalRecordId) {
    const record = await db.from('medical_records').where({ id: input.medicalRecordId, patient_id: patient.id }).select('id').first()
    if (!record) throw invalid('medicalRecordId', 'records.upload_record_mismatch')
  }
  if (input.appointmentId) {
    const appointment = await getAppointmentForParticipant(input.appointmentId, actor.userId)
    if (!appointment || appointment.provider.userId !== actor.userId || appointment.patientId !== patient.id) {
      throw invalid('appointmentId', 'records.upload_appointment_mismatch')
    }
  }

  let storedKey: string | null = null
  try {
    return await db.transaction(async (trx) => {
      storedKey = await commitIncoming(input.file)
      const [row] = await trx
        .table('uploads')
        .insert({
          patient_id: patient.id,
          patient_user_id: patient.userId,
          medical_record_id: input.medicalRecordId ?? null,
          appointment_id: input.appointmentId ?? null,
          provider_id: actor.profileId,
          filename: name.filename,
          filepath: storedKey,
          mime_type: mimeType,
          size_bytes: input.file.size,
          sha256: input.file.sha256,
          hidden: false,
          uploaded_by: actor.userId,
          uploaded_by_name: actor.name,
        })
        .returning('*')
      await recordAccess(actor, [{ action: 'UPLOAD', resourceType: 'document', resourceId: row.id, patientId: patient.id }], trx)
      const document = documentDto(row)
      const position = await appendEvents(
        trx,
        [
          DocumentUploadedV1.create(row.id, {
            uploadId: row.id,
            patientId: patient.id,
            patientUserId: patient.userId,
            providerId: actor.profileId!,
            providerUserId: actor.userId,
            appointmentId: document.appointmentId,
            medicalRecordId: document.medicalRecordId,
            mimeType,
            sizeBytes: document.sizeBytes,
            hidden: false,
            uploadedAt: document.uploadedAt,
          }),
        ],
        { actorId: actor.userId, correlationId: ctx.correlationId }
      )
      return { document, position }
    })
  } catch (error) {
    if (storedKey) await removeStored(storedKey)
    throw error
  }
}

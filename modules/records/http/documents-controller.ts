import type { HttpContext } from '@adonisjs/core/http'
import { recordsSettings as env } from '../settings.js'
import {
  commandContext,
  consumeOrRefuse,
  DomainError,
  exposePosition,
  notFound,
  parseBody,
  sendArrayPage,
} from '#modules/kernel/index'
import { listEntries, recordAccess } from '../commands/record-access.js'
import { setDocumentVisibility } from '../commands/set-document-visibility.js'
import { uploadDocument } from '../commands/upload-document.js'
import { canReadDocument, canReadPatientRecords, seesHiddenDocuments } from '../domain/access.js'
import { contentDisposition, downloadName } from '../domain/filename.js'
import { DOCUMENT_NOT_FOUND } from '../queries/document-dto.js'
import { findDocumentRow, pagePatientDocuments } from '../queries/documents.js'
import { relationTo } from '../queries/relation.js'
import { discardIncoming, openStored } from '../storage/document-store.js'
import { actorOf } from './actor.js'
import { patientListRequest } from './patient-list-request.js'
import { receiveUpload } from './receive-upload.js'
import { uploadFieldsSchema, uuidParam, visibilitySchema } from './schemas.js'

export default class DocumentsController {
  /** POST /api/upload (multipart: file, patientId [, medicalRecordId, appointmentId]) — a treating provider. */
  async store(ctx: HttpContext) {
    const actor = await actorOf(ctx)
    await throttleUploads(actor.userId)
    const { file, clientName } = await receiveUpload(ctx)
    try {
      const fields = parseBody(uploadFieldsSchema, ctx.request.all())
      const { document, position } = await uploadDocument({ ...fields, file, clientName }, actor, commandContext(ctx))
      exposePosition(ctx, position)
      return ctx.response.status(201).send(document)
    } finally {
      await discardIncoming(file)
    }
  }

  /** GET /api/patients/:patientId/uploads (spec path): an array; the next page in `Link`. */
  async index(ctx: HttpContext) {
    return sendArrayPage(ctx, await documentsPage(ctx))
  }

  /** GET /api/patients/:patientId/uploads/page: { items, nextCursor }. */
  async page(ctx: HttpContext) {
    return documentsPage(ctx)
  }

  /** GET /api/uploads/:id/download — authorised download, always as an attachment. */
  async download(ctx: HttpContext) {
    const id = uuidParam.parse(ctx.params.id)
    const actor = await actorOf(ctx)
    const row = await findDocumentRow(id)
    if (!row?.patient_id) throw notFound(DOCUMENT_NOT_FOUND)
    const decision = canReadDocument(actor, { hidden: row.hidden }, await relationTo(actor, row.patient_id))
    if (!decision.ok) throw new DomainError(decision.status, decision.message)
    const stored = await openStored(row.filepath)
    if (!stored) {
      ctx.logger.error({ uploadId: row.id }, 'document file missing from storage')
      throw notFound('records.document_file_missing')
    }
    await recordAccess(actor, [{ action: 'DOWNLOAD', resourceType: 'document', resourceId: row.id, patientId: row.patient_id }])
    ctx.response.header('Content-Type', row.mime_type)
    ctx.response.header('Content-Length', String(stored.size))
    ctx.response.header('Content-Disposition', contentDisposition(downloadName(row.filename, row.mime_type)))
    ctx.response.header('X-Content-Type-Options', 'nosniff')
    ctx.response.header('Cache-Control', 'private, no-store')
    ctx.response.header('Content-Security-Policy', "default-src 'none'; sandbox")
    return ctx.response.stream(stored.stream)
  }

  /** PATCH /api/uploads/:id {hidden} — a treating provider hides or shows a document. */
  async update(ctx: HttpContext) {
    const id = uuidParam.parse(ctx.params.id)
    const { hidden } = parseBody(visibilitySchema, ctx.request.body())
    const { document, position } = await setDocumentVisibility(id, hidden, await actorOf(ctx), commandContext(ctx))
    exposePosition(ctx, position)
    return document
  }
}

/** Default page of a patient's documents (?limit= up to MAX_PAGE_SIZE); docs/api-paging.md. */
export const DOCUMENTS_DEFAULT_LIMIT = 50

/** The patient (visible documents) or a treating provider (all): one page, newest first, audited. */
async function documentsPage(ctx: HttpContext) {
  const { patientId, actor, page } = await patientListRequest(ctx, DOCUMENTS_DEFAULT_LIMIT, canReadPatientRecords)
  const result = await pagePatientDocuments(patientId, seesHiddenDocuments(actor), page)
  await recordAccess(actor, listEntries('READ', 'document', result.items, patientId))
  return result
}

/**
 * Files are streamed to disk (≤ 10 MB) before the patient check can run, so each account gets a
 * bounded number of uploads per 10 minutes.
 */
function throttleUploads(userId: string) {
  const perTenMinutes = env.get('UPLOAD_LIMIT_PER_10_MIN') ?? 60
  return consumeOrRefuse(`upload_${userId}`, perTenMinutes, '10 mins', 'records.too_many_uploads')
}

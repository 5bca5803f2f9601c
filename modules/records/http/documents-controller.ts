import type { HttpContext } from '@adonisjs/core/http'
import { commandContext, exposePosition, parseBody, sendArrayPage } from '#modules/kernel/index'
import { listEntries, recordAccess } from '../commands/record-access.js'
import { setDocumentVisibility } from '../commands/set-document-visibility.js'
import { uploadDocument } from '../commands/upload-document.js'
import { canReadPatientRecords, seesHiddenDocuments } from '../domain/access.js'
import { pagePatientDocuments } from '../queries/documents.js'
import { discardIncoming } from '../storage/document-store.js'
import { actorOf } from './actor.js'
import { patientListRequest } from './patient-list-request.js'
import { receiveUpload } from './receive-upload.js'
import { serveDocument } from './serve-document.js'
import { throttleUploads } from './throttle-uploads.js'
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
    return serveDocument(ctx, uuidParam.parse(ctx.params.id))
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
  const result = await pagePatientDocuments(
    patientId,
    seesHiddenDocuments(actor),
    page,
    actor.role === 'PROVIDER' ? actor.profileId : null
  )
  await recordAccess(actor, listEntries('READ', 'document', result.items, patientId))
  return result
}

import type { HttpContext } from '@adonisjs/core/http'
import { DomainError, notFound } from '#modules/kernel/index'
import { recordAccess } from '../commands/record-access.js'
import { canReadDocument } from '../domain/access.js'
import { contentDisposition, downloadName } from '../domain/filename.js'
import { DOCUMENT_NOT_FOUND } from '../queries/document-dto.js'
import { documentFacts, findDocumentRow } from '../queries/documents.js'
import { relationTo } from '../queries/relation.js'
import { openStored } from '../storage/document-store.js'
import { actorOf } from './actor.js'

/**
 * Streams one stored document to the signed-in caller if the records rule lets them read it
 * (domain/access.ts), always as an attachment the browser does not sniff; the download is in the
 * patient's access trail. GET /api/uploads/:id/download and a message's attachment both end here.
 */
export async function serveDocument(ctx: HttpContext, uploadId: string) {
  const actor = await actorOf(ctx)
  const row = await findDocumentRow(uploadId)
  if (!row?.patient_id) throw notFound(DOCUMENT_NOT_FOUND)
  const decision = canReadDocument(actor, documentFacts(row), await relationTo(actor, row.patient_id))
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

import type { HttpContext } from '@adonisjs/core/http'
import { z } from 'zod'
import { currentUser, serverRequestId } from '#modules/kernel/index'
import { readFinalRecordsForExport, readRecordForExport, recordExportDownloaded, type ExportReader } from '#modules/records/index'
import type { FhirBundle } from '../domain/types.js'
import { patientBundleOf, visitBundleOf, type ExportableRecord } from '../queries/visit-export.js'

export const FHIR_JSON = 'application/fhir+json; charset=utf-8'
const idParam = z.uuid({ message: 'ID tidak valid' })

function readerOf(ctx: HttpContext): ExportReader {
  const user = currentUser(ctx)
  return { userId: user.id, role: user.role, requestId: serverRequestId(ctx) }
}

function sendFhir(ctx: HttpContext, bundle: FhirBundle, filename?: string) {
  ctx.response.header('Content-Type', FHIR_JSON)
  if (filename) ctx.response.header('Content-Disposition', `attachment; filename="${filename}"`)
  ctx.response.send(JSON.stringify(bundle))
}

export default class FhirController {
  /** GET /api/medical-records/:id/fhir: the visit's transaction Bundle (409 while the record is a draft). */
  async visit(ctx: HttpContext) {
    const recordId = idParam.parse(ctx.params.id)
    const reader = readerOf(ctx)
    const record = (await readRecordForExport(reader, recordId)) as ExportableRecord
    const { bundle } = await visitBundleOf(record)
    await recordExportDownloaded(reader, record.patientId, [record.id])
    sendFhir(ctx, bundle)
  }

  /** GET /api/patients/:patientId/fhir: the whole record as a collection Bundle, as a download. */
  async patient(ctx: HttpContext) {
    // canonical lower case: an upper-case spelling of one's own id is still one's own (issue 24)
    const patientId = idParam.parse(ctx.params.patientId).toLowerCase()
    const reader = readerOf(ctx)
    const records = (await readFinalRecordsForExport(reader, patientId)) as ExportableRecord[]
    const bundle = await patientBundleOf(reader, patientId, records)
    await recordExportDownloaded(
      reader,
      patientId,
      records.map((r) => r.id)
    )
    sendFhir(ctx, bundle, `rekam-medis-${patientId}.fhir.json`)
  }
}

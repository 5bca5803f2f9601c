import db from '@adonisjs/lucid/services/db'
import { DomainError, notFound } from '#modules/kernel/index'
import type { Role } from '#modules/identity/index'
import type { MedicalRecordDto } from '../contracts/medical-record-dto.js'
import { recordAccess } from '../commands/record-access.js'
import { RECORD_NOT_FOUND } from '../commands/load-record.js'
import { canReadPatientRecords } from '../domain/access.js'
import { resolveActor } from './actor.js'
import { recordDto } from './record-dto.js'
import { relationTo } from './relation.js'

/**
 * Records' door for exports (the FHIR export of modules/fhir, issue 13): records read with the
 * reader's rights and recorded in the patient's access trail as downloads.
 */

/** The signed-in user asking for an export. */
export interface ExportReader {
  userId: string
  role: Role
  requestId: string | null
}

/** More finalised records than this in one download is refused rather than built in memory. */
export const MAX_EXPORT_RECORDS = 1000

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** One record by id for a system reader (the exchange): no rights checked, nothing audited. */
export async function findRecordForExport(recordId: string): Promise<MedicalRecordDto | null> {
  if (!UUID.test(recordId)) return null
  const row = await db.from('medical_records').where('id', recordId).first()
  return row ? recordDto(row) : null
}

/**
 * One record for its patient or a provider who treats them now; anyone else is told it does not
 * exist (404), so record ids reveal nothing. Not audited: call `recordExportDownloaded` once the
 * export is made.
 */
export async function readRecordForExport(reader: ExportReader, recordId: string): Promise<MedicalRecordDto> {
  const record = await findRecordForExport(recordId)
  if (!record) throw notFound(RECORD_NOT_FOUND)
  const actor = await resolveActor({ id: reader.userId, role: reader.role }, reader.requestId)
  if (!canReadPatientRecords(actor, await relationTo(actor, record.patientId)).ok) throw notFound(RECORD_NOT_FOUND)
  return record
}

/** A patient's FINAL records, oldest visit first, for the patient themself or a treating provider (403 otherwise). */
export async function readFinalRecordsForExport(reader: ExportReader, patientId: string): Promise<MedicalRecordDto[]> {
  const actor = await resolveActor({ id: reader.userId, role: reader.role }, reader.requestId)
  const decision = canReadPatientRecords(actor, await relationTo(actor, patientId))
  if (!decision.ok) throw new DomainError(decision.status, decision.message)
  const rows = await db
    .from('medical_records')
    .where({ patient_id: patientId, status: 'FINAL' })
    .orderBy([{ column: 'visit_date' }, { column: 'created_at' }, { column: 'id' }])
    .limit(MAX_EXPORT_RECORDS + 1)
  if (rows.length > MAX_EXPORT_RECORDS) throw new DomainError(413, 'records.export_too_large', undefined, { max: MAX_EXPORT_RECORDS })
  return rows.map(recordDto)
}

/** The export left the server: one DOWNLOAD line in the patient's access trail (an empty export too). */
export async function recordExportDownloaded(reader: ExportReader, patientId: string, recordIds: string[]) {
  const actor = await resolveActor({ id: reader.userId, role: reader.role }, reader.requestId)
  const entries = recordIds.length
    ? recordIds.map((id) => ({ action: 'DOWNLOAD' as const, resourceType: 'record' as const, resourceId: id, patientId }))
    : [{ action: 'DOWNLOAD' as const, resourceType: 'record' as const, resourceId: null, patientId }]
  await recordAccess(actor, entries)
}

import db from '@adonisjs/lucid/services/db'
import { findPatientProfile } from '#modules/identity/index'
import { clinicSettings } from '#modules/clinic/index'
import { DomainError, notFound } from '#modules/kernel/index'
import { recordAccess } from '../commands/record-access.js'
import { RECORD_NOT_FOUND } from '../commands/load-record.js'
import { canReadRecord } from '../domain/access.js'
import { resumeContent, type ResumeRecord } from '../domain/resume-content.js'
import type { RecordsActor } from '../queries/actor.js'
import { recordDto } from '../queries/record-dto.js'
import { relationTo } from '../queries/relation.js'
import { renderPdf, resumeDocument } from './resume-pdf.js'

export const CLINIC_NAME = 'TeleRawat'

/**
 * The Resume Medis of one finalised visit as a PDF, for the patient themself or a treating
 * provider; the download is written to the patient's access trail before the file leaves.
 */
export async function buildResume(recordId: string, actor: RecordsActor) {
  const row = await db.from('medical_records').where('id', recordId).first()
  if (!row) throw notFound(RECORD_NOT_FOUND)
  const decision = canReadRecord(actor, await relationTo(actor, row.patient_id))
  if (!decision.ok) throw new DomainError(decision.status, decision.message)
  if (row.status !== 'FINAL') throw new DomainError(409, 'records.resume_not_final')
  const patient = await findPatientProfile(row.patient_id)
  if (!patient) throw notFound('records.patient_not_found')
  const record = recordDto(row) as ResumeRecord
  const content = resumeContent({
    record,
    patient,
    clinicName: CLINIC_NAME,
    zone: clinicSettings().timezone,
    generatedAt: new Date(),
  })
  const pdf = await renderPdf(resumeDocument(content))
  await recordAccess(actor, [{ action: 'DOWNLOAD', resourceType: 'resume', resourceId: row.id, patientId: row.patient_id }])
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: clinicSettings().timezone }).format(new Date(record.visitDate))
  return { pdf, filename: `resume-medis-${patient.medicalRecordNumber ?? 'pasien'}-${day}.pdf` }
}

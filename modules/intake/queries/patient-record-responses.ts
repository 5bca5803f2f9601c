import db from '@adonisjs/lucid/services/db'
import type { PatientRecordContribution } from '#modules/fhir/index'
import { DomainError } from '#modules/kernel/index'
import { recordIntakeAccess } from '#modules/records/index'
import { intakeQuestionnaireResponse } from '../domain/questionnaire-response.js'
import { versionFacts, type IntakeVersionRow } from './intake-versions.js'

/** More intakes than this in one whole-record export is refused (413) rather than cut short. */
export const MAX_EXPORT_INTAKES = 1000

/**
 * The patient's intakes in their whole-record FHIR Bundle (modules/fhir): the newest version of each
 * appointment's intake as the same QuestionnaireResponse its own export answers, pointing at the
 * Bundle's Patient entry. The records have already admitted the reader (the patient, or a provider who
 * treats them now); a provider gets only the intakes of their own appointments, as GET …/intake does,
 * each written to the patient's access trail (DOWNLOAD of 'intake').
 */
export const intakeResponsesForPatientRecord: PatientRecordContribution = async (reader, patientId, patientReference) => {
  if (reader.role !== 'PATIENT' && reader.role !== 'PROVIDER') return []
  const byProvider = reader.role === 'PROVIDER'
  const { rows } = (await db.rawQuery(
    `SELECT * FROM (
       SELECT DISTINCT ON (appointment_id) * FROM intake_versions
       WHERE patient_id = ? ${byProvider ? 'AND provider_user_id = ?' : ''}
       ORDER BY appointment_id, version DESC
     ) newest ORDER BY submitted_at, id LIMIT ?`,
    [patientId, ...(byProvider ? [reader.userId] : []), MAX_EXPORT_INTAKES + 1]
  )) as { rows: IntakeVersionRow[] }
  if (rows.length > MAX_EXPORT_INTAKES) throw new DomainError(413, 'intake.export_too_large', undefined, { max: MAX_EXPORT_INTAKES })
  if (byProvider) {
    // as a provider's read of one intake: the patient's access trail names each one that leaves
    await recordIntakeAccess({ id: reader.userId, role: 'PROVIDER' }, reader.requestId, {
      action: 'DOWNLOAD',
      appointmentIds: rows.map((r) => r.appointment_id),
      patientId,
    })
  }
  return rows.map((row) => intakeQuestionnaireResponse(versionFacts(row), patientReference))
}

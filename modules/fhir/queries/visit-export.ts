import { findPatientProfile, findProviderProfile } from '#modules/identity/index'
import { DomainError, notFound } from '#modules/kernel/index'
import { findRecordForExport, type ExportReader, type MedicalRecordDto, type RecordCoding } from '#modules/records/index'
import { sessionTimesOf } from '#modules/scheduling/index'
import type { FhirExportConfig } from '../domain/systems.js'
import type { ExportPatient, ExportPractitioner, VisitExportInput } from '../domain/types.js'
import { buildVisitBundle, type VisitBundle } from '../domain/visit-bundle.js'
import { patientFullUrl, patientRecordBundle } from '../domain/patient-bundle.js'
import { assertValidBundle } from '../validation/r4-validator.js'
import { exportConfig } from './export-config.js'
import { contributedResources } from './patient-record-contributions.js'

/** A record as records returns it; `coding` is null for a record written before coding existed. */
export type ExportableRecord = MedicalRecordDto & { coding?: RecordCoding | null }

export const RECORD_NOT_FINAL = 'fhir.record_not_final'

async function patientOf(id: string): Promise<ExportPatient> {
  const p = await findPatientProfile(id)
  if (!p) throw new Error(`fhir export: patient profile ${id} missing`)
  return { id: p.id, fullName: p.fullName, nik: p.nik, gender: p.gender, dob: p.dob, medicalRecordNumber: p.medicalRecordNumber }
}

async function practitionerOf(id: string): Promise<ExportPractitioner> {
  const p = await findProviderProfile(id)
  if (!p) throw new Error(`fhir export: provider profile ${id} missing`)
  return { id: p.id, displayName: p.displayName, strNumber: p.strNumber, nik: p.nik, role: p.providerRole }
}

/** Gathers what one visit's Bundle is made from, through the other modules' doors. */
export async function visitInput(
  record: ExportableRecord,
  patient?: ExportPatient,
  /** Practitioners already looked up (a whole record sees the same few many times). */
  practitioners = new Map<string, Promise<ExportPractitioner>>()
): Promise<VisitExportInput> {
  if (!practitioners.has(record.providerId)) practitioners.set(record.providerId, practitionerOf(record.providerId))
  const [p, practitioner, session] = await Promise.all([
    patient ?? patientOf(record.patientId),
    practitioners.get(record.providerId)!,
    record.appointmentId ? sessionTimesOf(record.appointmentId) : Promise.resolve(null),
  ])
  return { record: { ...record, coding: record.coding ?? null }, patient: p, practitioner, session }
}

/** The validated transaction Bundle of a FINAL record (409 for a draft). */
export async function visitBundleOf(record: ExportableRecord, config: FhirExportConfig = exportConfig()): Promise<VisitBundle> {
  if (record.status !== 'FINAL') throw new DomainError(409, RECORD_NOT_FINAL)
  const visit = buildVisitBundle(await visitInput(record), config)
  assertValidBundle(visit.bundle)
  return visit
}

/**
 * The visit Bundle of a record by id, for a system caller (the SATUSEHAT exchange): no reader,
 * nothing audited. 404 when there is no such record, 409 while it is a draft.
 */
export async function visitBundleForRecord(recordId: string, config?: FhirExportConfig): Promise<VisitBundle> {
  const record = await findRecordForExport(recordId)
  if (!record) throw notFound('fhir.record_not_found')
  return visitBundleOf(record as ExportableRecord, config)
}

/**
 * What a FINAL record's visit is made from (patient and practitioner with their NIKs, the
 * session's times), for a system caller (the SATUSEHAT exchange builds its profile of the visit
 * from it): 404 when there is no such record, 409 while it is a draft. Not audited.
 */
export async function visitInputForRecord(recordId: string): Promise<VisitExportInput> {
  const record = await findRecordForExport(recordId)
  if (!record) throw notFound('fhir.record_not_found')
  if (record.status !== 'FINAL') throw new DomainError(409, RECORD_NOT_FINAL)
  return visitInput(record as ExportableRecord)
}

/**
 * A patient's whole record: the Patient plus every FINAL record's visit resources and what other
 * modules contribute for this reader (the intakes), validated.
 */
export async function patientBundleOf(
  reader: ExportReader,
  patientId: string,
  records: ExportableRecord[],
  config: FhirExportConfig = exportConfig()
) {
  const patient = await patientOf(patientId)
  const practitioners = new Map<string, Promise<ExportPractitioner>>()
  const visits = []
  for (const record of records) {
    if (record.status !== 'FINAL') continue
    visits.push(buildVisitBundle(await visitInput(record, patient, practitioners), config))
  }
  const others = await contributedResources(reader, patientId, patientFullUrl(patientId))
  const bundle = patientRecordBundle(patient, visits, config, new Date(), others)
  assertValidBundle(bundle)
  return bundle
}

import { STAGE } from './plan.js'

const DIAGNOSES = [
  'I10 Hipertensi esensial',
  'J06.9 Infeksi saluran napas atas akut',
  'E11.9 Diabetes melitus tipe 2',
  'M54.5 Nyeri punggung bawah',
  'K30 Dispepsia',
  'R51 Sakit kepala',
  'Z34.9 Pengawasan kehamilan normal',
  'L08.9 Infeksi kulit lokal',
]
const FIELDS = ['serviceType', 'handlingProvider', 'chiefComplaint', 'primaryDiagnosis', 'prescribedTherapy', 'notes']

/**
 * A medical record for every completed visit, as `createMedicalRecord` writes it after the
 * consultation (the row, its CREATE entry in the access trail, MedicalRecordCreated).
 */
export function recordsSql() {
  return `
CREATE UNLOGGED TABLE ${STAGE}.records AS
SELECT gen_random_uuid() AS id, a.id AS appointment_id, a.at, a.completed_at + interval '5 minutes' AS created_at,
  a.patient_id, a.patient_user_id, a.provider_id, a.provider_user_id, a.complaint, pa.name AS patient_name,
  pr.name AS provider_name, pr.provider_role, (ARRAY[${DIAGNOSES.map((d) => `'${d}'`).join(',')}])[1 + (a.s + a.p) % 8] AS diagnosis
FROM ${STAGE}.appts a
JOIN ${STAGE}.patients pa ON pa.n = a.patient_n
JOIN ${STAGE}.providers pr ON pr.n = a.p
WHERE a.status = 'COMPLETED';

INSERT INTO medical_records (id, patient_id, provider_id, appointment_id, visit_date, service_type, handling_provider,
  chief_complaint, primary_diagnosis, prescribed_therapy, notes, status, created_by, created_at, updated_at,
  patient_user_id, provider_user_id, patient_name, provider_name, provider_role, created_by_name, session_record, revision)
SELECT id, patient_id, provider_id, appointment_id, at, 'Telekonsultasi', provider_name, complaint, diagnosis,
  'Edukasi dan kontrol ulang 2 minggu', 'Pasien stabil, dianjurkan kontrol ulang.', 'FINAL', provider_user_id,
  created_at, created_at, patient_user_id, provider_user_id, patient_name, provider_name, provider_role, provider_name, false, 0
FROM ${STAGE}.records;

INSERT INTO record_access_log (occurred_at, actor_user_id, actor_role, actor_name, action, resource_type, resource_id, patient_id)
SELECT created_at, provider_user_id, 'PROVIDER', provider_name, 'CREATE', 'record', id, patient_id FROM ${STAGE}.records;

INSERT INTO ${STAGE}.events (occurred_at, type, aggregate_type, aggregate_id, actor_id, payload)
SELECT created_at, 'MedicalRecordCreated', 'medical-record', id::text, provider_user_id, jsonb_build_object(
  'recordId', id, 'patientId', patient_id, 'patientUserId', patient_user_id, 'providerId', provider_id,
  'providerUserId', provider_user_id, 'appointmentId', appointment_id, 'visitDate', ${STAGE}.iso(at), 'status', 'FINAL',
  'sessionRecord', false, 'fields', jsonb_build_array(${FIELDS.map((f) => `'${f}'`).join(',')}),
  'createdBy', provider_user_id, 'createdAt', ${STAGE}.iso(created_at))
FROM ${STAGE}.records;
`
}

import { z } from 'zod'
import { pageOf, pageQuerySchema, type ApiDocs } from '#modules/kernel/index'
import { accessLogItemSchema } from '../contracts/access-log-item.js'
import { documentDtoSchema } from '../contracts/document-dto.js'
import { medicalRecordDtoSchema, providerRecordItemSchema } from '../contracts/medical-record-dto.js'
import { providerPatientDtoSchema, providerPatientStatsSchema } from '../contracts/provider-patient-dto.js'
import { vitalSignsSchema } from '../contracts/vital-signs.js'
import {
  accessLogQuerySchema,
  consultationRecordSchema,
  createRecordSchema,
  providerPatientsQuerySchema,
  providerRecordsQuerySchema,
  updateRecordSchema,
  uploadFieldsSchema,
  uuidParam,
  visibilitySchema,
} from './schemas.js'
import { UPLOAD_ROUTE } from './routes.js'

const id = z.object({ id: uuidParam })
const patient = z.object({ patientId: uuidParam })
const appointment = z.object({ appointmentId: uuidParam })

/** The API document's entries for routes.ts (docs/api.md): one `api.route` per route. */
export function documentRecordsApi(api: ApiDocs) {
  api.schema('VitalSigns', vitalSignsSchema)
  const record = api.schema('MedicalRecordDto', medicalRecordDtoSchema)
  const providerRecord = api.schema('ProviderRecordItem', providerRecordItemSchema)
  const document = api.schema('DocumentDto', documentDtoSchema)
  const providerPatient = api.schema('ProviderPatientDto', providerPatientDtoSchema)
  const stats = api.schema('ProviderPatientStats', providerPatientStatsSchema)
  const accessLog = api.schema('AccessLogItem', accessLogItemSchema)

  // provider writes
  api.route({
    method: 'post',
    path: '/api/medical-records',
    summary: 'Buat rekam medis / Create a medical record',
    auth: ['PROVIDER'],
    body: createRecordSchema,
    response: { status: 201, schema: record },
    errors: [404],
  })
  api.route({
    method: 'patch',
    path: '/api/medical-records/:id',
    summary:
      'Ubah rekam medis (koreksi provider lain = adendum, 201) / Change a record (another provider’s correction is an addendum, 201)',
    auth: ['PROVIDER'],
    params: id,
    body: updateRecordSchema,
    response: { schema: record },
    errors: [404, 409],
  })
  api.route({
    method: 'put',
    path: '/api/consultations/:appointmentId/record',
    summary: 'Simpan catatan sesi konsultasi (201 saat dibuat) / Save the session record (201 when created)',
    auth: ['PROVIDER'],
    params: appointment,
    body: consultationRecordSchema,
    response: { schema: record },
    errors: [404, 409],
  })
  api.route({
    method: 'post',
    path: UPLOAD_ROUTE,
    summary: 'Unggah dokumen pasien (multipart) / Upload a patient document (multipart)',
    auth: ['PROVIDER'],
    multipart: true,
    body: uploadFieldsSchema.extend({ file: z.string().meta({ format: 'binary', description: 'PDF, JPEG or PNG' }) }),
    response: { status: 201, schema: document },
    errors: [400, 404, 413, 415, 429],
  })
  api.route({
    method: 'patch',
    path: '/api/uploads/:id',
    summary: 'Sembunyikan atau tampilkan dokumen / Hide or show a document',
    auth: ['PROVIDER'],
    params: id,
    body: visibilitySchema,
    response: { schema: document },
    errors: [404],
  })

  // provider lists
  api.route({
    method: 'get',
    path: '/api/provider/medical-records',
    summary: 'Rekam medis pasien saya (array; halaman berikut di header Link) / My patients’ records',
    auth: ['PROVIDER'],
    query: providerRecordsQuerySchema.extend(pageQuerySchema.shape),
    response: { schema: z.array(providerRecord) },
  })
  api.route({
    method: 'get',
    path: '/api/provider/medical-records/page',
    summary: 'Rekam medis pasien saya per halaman / My patients’ records, cursor paged',
    auth: ['PROVIDER'],
    query: providerRecordsQuerySchema.extend(pageQuerySchema.shape),
    response: { schema: pageOf(providerRecord) },
  })
  api.route({
    method: 'get',
    path: '/api/provider/patients',
    summary: 'Pasien saya (array; halaman berikut di header Link) / My patients',
    auth: ['PROVIDER'],
    query: providerPatientsQuerySchema.extend(pageQuerySchema.shape),
    response: { schema: z.array(providerPatient) },
  })
  api.route({
    method: 'get',
    path: '/api/provider/patients/page',
    summary: 'Pasien saya per halaman / My patients, cursor paged',
    auth: ['PROVIDER'],
    query: providerPatientsQuerySchema.extend(pageQuerySchema.shape),
    response: { schema: pageOf(providerPatient) },
  })
  api.route({
    method: 'get',
    path: '/api/provider/patients/stats',
    summary: 'Statistik pasien saya / My patient counts',
    auth: ['PROVIDER'],
    response: { schema: stats },
  })

  // the patient and the treating provider
  const both = ['PATIENT', 'PROVIDER'] as const
  api.route({
    method: 'get',
    path: '/api/patients/:patientId/records',
    summary: 'Rekam medis pasien (array; halaman berikut di header Link) / A patient’s records',
    auth: [...both],
    params: patient,
    query: pageQuerySchema,
    response: { schema: z.array(record) },
    errors: [404],
  })
  api.route({
    method: 'get',
    path: '/api/patients/:patientId/records/page',
    summary: 'Rekam medis pasien per halaman / A patient’s records, cursor paged',
    auth: [...both],
    params: patient,
    query: pageQuerySchema,
    response: { schema: pageOf(record) },
    errors: [404],
  })
  api.route({
    method: 'get',
    path: '/api/patients/:patientId/records/count',
    summary: 'Jumlah rekam medis pasien / How many records a patient has',
    auth: [...both],
    params: patient,
    response: { schema: z.object({ count: z.number() }) },
    errors: [404],
  })
  api.route({
    method: 'get',
    path: '/api/patients/:patientId/uploads',
    summary: 'Dokumen pasien (array; halaman berikut di header Link) / A patient’s documents',
    auth: [...both],
    params: patient,
    query: pageQuerySchema,
    response: { schema: z.array(document) },
    errors: [404],
  })
  api.route({
    method: 'get',
    path: '/api/patients/:patientId/uploads/page',
    summary: 'Dokumen pasien per halaman / A patient’s documents, cursor paged',
    auth: [...both],
    params: patient,
    query: pageQuerySchema,
    response: { schema: pageOf(document) },
    errors: [404],
  })
  api.route({
    method: 'get',
    path: '/api/uploads/:id/download',
    summary: 'Unduh dokumen / Download a document',
    auth: [...both],
    params: id,
    response: { contentType: 'application/octet-stream', description: 'The file, with its own content type' },
    errors: [404],
  })

  // the patient's own audit trail
  api.route({
    method: 'get',
    path: '/api/patients/:patientId/access-log',
    summary: 'Siapa membuka rekam medis saya (array) / Who opened my records',
    auth: ['PATIENT'],
    params: patient,
    query: accessLogQuerySchema.extend(pageQuerySchema.shape),
    response: { schema: z.array(accessLog) },
    errors: [404],
  })
  api.route({
    method: 'get',
    path: '/api/patients/:patientId/access-log/page',
    summary: 'Siapa membuka rekam medis saya, per halaman / Who opened my records, cursor paged',
    auth: ['PATIENT'],
    params: patient,
    query: accessLogQuerySchema.extend(pageQuerySchema.shape),
    response: { schema: pageOf(accessLog) },
    errors: [404],
  })
}

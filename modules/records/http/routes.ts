import { z } from 'zod'
import { apiSchemas, route, pagedList, type ModuleRoutes } from '#modules/kernel/index'
import { accessLogItemSchema } from '../contracts/access-log-item.js'
import { documentDtoSchema } from '../contracts/document-dto.js'
import { medicalRecordDtoSchema, providerRecordItemSchema } from '../contracts/medical-record-dto.js'
import { providerPatientDtoSchema, providerPatientStatsSchema } from '../contracts/provider-patient-dto.js'
import { vitalSignsSchema } from '../contracts/vital-signs.js'
import {
  accessLogQuerySchema,
  consultationRecordSchema,
  createRecordSchema,
  patientRecordsQuerySchema,
  providerPatientsQuerySchema,
  providerRecordsQuerySchema,
  updateRecordSchema,
  uploadFieldsSchema,
  uuidParam,
  visibilitySchema,
} from './schemas.js'

const RecordsController = () => import('./records-controller.js')
const ConsultationRecordController = () => import('./consultation-record-controller.js')
const DocumentsController = () => import('./documents-controller.js')
const ProviderController = () => import('./provider-controller.js')
const AccessLogController = () => import('./access-log-controller.js')
const ResumeController = () => import('./resume-controller.js')

/** Upload route pattern; the body parser leaves it to the controller (streamed, size-capped). */
export const UPLOAD_ROUTE = '/api/upload'

const schemas = apiSchemas({
  VitalSigns: vitalSignsSchema,
  MedicalRecordDto: medicalRecordDtoSchema,
  ProviderRecordItem: providerRecordItemSchema,
  DocumentDto: documentDtoSchema,
  ProviderPatientDto: providerPatientDtoSchema,
  ProviderPatientStats: providerPatientStatsSchema,
  AccessLogItem: accessLogItemSchema,
})

const id = z.object({ id: uuidParam })
const patient = z.object({ patientId: uuidParam })
const appointment = z.object({ appointmentId: uuidParam })
const PROVIDER: ['PROVIDER'] = ['PROVIDER']
/** The patient and the provider who treats them (domain/access.ts decides per request). */
const BOTH: ['PATIENT', 'PROVIDER'] = ['PATIENT', 'PROVIDER']

const providerRoutes = [
  route.post('/api/medical-records', [RecordsController, 'store'], {
    summary: 'Buat rekam medis / Create a medical record',
    auth: PROVIDER,
    body: createRecordSchema,
    response: { status: 201, schema: schemas.MedicalRecordDto },
    errors: [404],
  }),
  route.patch('/api/medical-records/:id', [RecordsController, 'update'], {
    summary:
      'Ubah rekam medis (koreksi provider lain = adendum, 201) / Change a record (another provider’s correction is an addendum, 201)',
    auth: PROVIDER,
    params: id,
    body: updateRecordSchema,
    response: { schema: schemas.MedicalRecordDto },
    errors: [404, 409],
  }),
  route.put('/api/consultations/:appointmentId/record', [ConsultationRecordController, 'save'], {
    summary: 'Simpan catatan sesi konsultasi (201 saat dibuat) / Save the session record (201 when created)',
    auth: PROVIDER,
    params: appointment,
    body: consultationRecordSchema,
    response: { schema: schemas.MedicalRecordDto },
    errors: [404, 409],
  }),
  ...pagedList('/api/provider/medical-records', [ProviderController, 'records'], [ProviderController, 'recordsPage'], {
    summary: {
      array: 'Rekam medis pasien saya (array; halaman berikut di header Link) / My patients’ records',
      page: 'Rekam medis pasien saya per halaman / My patients’ records, cursor paged',
    },
    auth: PROVIDER,
    query: providerRecordsQuerySchema,
    item: schemas.ProviderRecordItem,
  }),
  ...pagedList('/api/provider/patients', [ProviderController, 'patients'], [ProviderController, 'patientsPage'], {
    summary: {
      array: 'Pasien saya (array; halaman berikut di header Link) / My patients',
      page: 'Pasien saya per halaman / My patients, cursor paged',
    },
    auth: PROVIDER,
    query: providerPatientsQuerySchema,
    item: schemas.ProviderPatientDto,
  }),
  route.get('/api/provider/patients/stats', [ProviderController, 'patientStats'], {
    summary: 'Statistik pasien saya / My patient counts',
    auth: PROVIDER,
    response: { schema: schemas.ProviderPatientStats },
  }),
  route.patch('/api/uploads/:id', [DocumentsController, 'update'], {
    summary: 'Sembunyikan atau tampilkan dokumen / Hide or show a document',
    auth: PROVIDER,
    params: id,
    body: visibilitySchema,
    response: { schema: schemas.DocumentDto },
    errors: [404],
  }),
  route.post(UPLOAD_ROUTE, [DocumentsController, 'store'], {
    summary: 'Unggah dokumen pasien (multipart) / Upload a patient document (multipart)',
    auth: PROVIDER,
    multipart: true,
    body: uploadFieldsSchema.extend({ file: z.string().meta({ format: 'binary', description: 'PDF, JPEG or PNG' }) }),
    response: { status: 201, schema: schemas.DocumentDto },
    errors: [400, 404, 413, 415, 429],
  }),
]

const patientAndProviderRoutes = [
  ...pagedList('/api/patients/:patientId/records', [RecordsController, 'index'], [RecordsController, 'page'], {
    summary: {
      array: 'Rekam medis pasien (array; halaman berikut di header Link) / A patient’s records',
      page: 'Rekam medis pasien per halaman / A patient’s records, cursor paged',
    },
    auth: BOTH,
    params: patient,
    query: patientRecordsQuerySchema,
    item: schemas.MedicalRecordDto,
    errors: [404],
  }),
  route.get('/api/patients/:patientId/records/count', [RecordsController, 'count'], {
    summary: 'Jumlah rekam medis pasien / How many records a patient has',
    auth: BOTH,
    params: patient,
    response: { schema: z.object({ count: z.number() }) },
    errors: [404],
  }),
  ...pagedList('/api/patients/:patientId/uploads', [DocumentsController, 'index'], [DocumentsController, 'page'], {
    summary: {
      array: 'Dokumen pasien (array; halaman berikut di header Link) / A patient’s documents',
      page: 'Dokumen pasien per halaman / A patient’s documents, cursor paged',
    },
    auth: BOTH,
    params: patient,
    item: schemas.DocumentDto,
    errors: [404],
  }),
  route.get('/api/uploads/:id/download', [DocumentsController, 'download'], {
    summary: 'Unduh dokumen / Download a document',
    auth: BOTH,
    params: id,
    response: { contentType: 'application/octet-stream', description: 'The file, with its own content type' },
    errors: [404],
  }),
  route.get('/api/medical-records/:id/resume.pdf', [ResumeController, 'show'], {
    summary: 'Resume Medis satu kunjungan final (PDF A4) / A finalised visit’s Resume Medis (A4 PDF)',
    auth: BOTH,
    params: id,
    response: {
      contentType: 'application/pdf',
      description: 'The Resume Medis as an A4 PDF; every download is written to the access log',
    },
    errors: [404, 409],
    description: 'The record’s patient or a provider who treats them now; anyone else gets 404. 409 while the record is a draft.',
  }),
]

// the patient's own audit trail
const accessLogRoutes = [
  ...pagedList('/api/patients/:patientId/access-log', [AccessLogController, 'index'], [AccessLogController, 'page'], {
    summary: {
      array: 'Siapa membuka rekam medis saya (array) / Who opened my records',
      page: 'Siapa membuka rekam medis saya, per halaman / Who opened my records, cursor paged',
    },
    auth: ['PATIENT'],
    params: patient,
    query: accessLogQuerySchema,
    item: schemas.AccessLogItem,
    errors: [404],
  }),
]

/**
 * Medical records, documents, the provider's patients and the access trail. Admins are refused
 * everywhere (they read no medical record); ownership is checked per request by the rules in
 * domain/access.ts.
 */
export const recordsRoutes: ModuleRoutes = {
  schemas,
  routes: [...providerRoutes, ...patientAndProviderRoutes, ...accessLogRoutes],
}

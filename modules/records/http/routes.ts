import type { RouteDeps } from '#modules/kernel/index'

const RecordsController = () => import('./records-controller.js')
const ConsultationRecordController = () => import('./consultation-record-controller.js')
const DocumentsController = () => import('./documents-controller.js')
const ProviderController = () => import('./provider-controller.js')
const AccessLogController = () => import('./access-log-controller.js')
const ResumeController = () => import('./resume-controller.js')

/** Upload route pattern; the body parser leaves it to the controller (streamed, size-capped). */
export const UPLOAD_ROUTE = '/api/upload'

/**
 * Medical records, documents, the provider's patients and the access trail. Admins are refused
 * everywhere (they read no medical record); ownership is checked per request by the rules in
 * domain/access.ts.
 */
export function registerRecordsRoutes({ router, auth }: RouteDeps) {
  router
    .group(() => {
      router.post('/medical-records', [RecordsController, 'store'])
      router.patch('/medical-records/:id', [RecordsController, 'update'])
      router.put('/consultations/:appointmentId/record', [ConsultationRecordController, 'save'])
      router.get('/provider/medical-records', [ProviderController, 'records'])
      router.get('/provider/medical-records/page', [ProviderController, 'recordsPage'])
      router.get('/provider/patients', [ProviderController, 'patients'])
      router.get('/provider/patients/page', [ProviderController, 'patientsPage'])
      router.get('/provider/patients/stats', [ProviderController, 'patientStats'])
      router.patch('/uploads/:id', [DocumentsController, 'update'])
    })
    .prefix('/api')
    .use(auth({ roles: ['PROVIDER'] }))

  router.post(UPLOAD_ROUTE, [DocumentsController, 'store']).use(auth({ roles: ['PROVIDER'] }))

  router
    .group(() => {
      router.get('/patients/:patientId/records', [RecordsController, 'index'])
      router.get('/patients/:patientId/records/page', [RecordsController, 'page'])
      router.get('/patients/:patientId/records/count', [RecordsController, 'count'])
      router.get('/patients/:patientId/uploads', [DocumentsController, 'index'])
      router.get('/patients/:patientId/uploads/page', [DocumentsController, 'page'])
      router.get('/uploads/:id/download', [DocumentsController, 'download'])
      router.get('/medical-records/:id/resume.pdf', [ResumeController, 'show'])
    })
    .prefix('/api')
    .use(auth({ roles: ['PATIENT', 'PROVIDER'] }))

  router.get('/api/patients/:patientId/access-log', [AccessLogController, 'index']).use(auth({ roles: ['PATIENT'] }))
  router.get('/api/patients/:patientId/access-log/page', [AccessLogController, 'page']).use(auth({ roles: ['PATIENT'] }))
}

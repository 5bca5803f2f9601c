import type { RouteDeps } from '#modules/kernel/index'

const FhirController = () => import('./fhir-controller.js')

/**
 * The FHIR R4 export (docs/satusehat.md): one visit's transaction Bundle and a patient's whole
 * record. The patient themself or a provider who treats them now; every export is audited.
 */
export function registerFhirRoutes({ router, auth }: RouteDeps) {
  router
    .group(() => {
      router.get('/medical-records/:id/fhir', [FhirController, 'visit'])
      router.get('/patients/:patientId/fhir', [FhirController, 'patient'])
    })
    .prefix('/api')
    .use(auth({ roles: ['PATIENT', 'PROVIDER'] }))
}

import type { RouteDeps } from '#modules/kernel/index'

const IntakeController = () => import('./intake-controller.js')

/**
 * The pre-visit intake of an appointment: its patient reads and writes it (until the room opens),
 * its provider reads it under the records access rule; an admin reads none. The Questionnaire
 * itself is published for anyone.
 */
export function registerIntakeRoutes({ router, auth }: RouteDeps) {
  router
    .group(() => {
      router.get('/appointments/:id/intake', [IntakeController, 'show'])
      router.get('/appointments/:id/intake/fhir', [IntakeController, 'fhir'])
    })
    .prefix('/api')
    .use(auth({ roles: ['PATIENT', 'PROVIDER'] }))
  router.put('/api/appointments/:id/intake', [IntakeController, 'update']).use(auth({ roles: ['PATIENT'] }))
  router.get('/api/fhir/Questionnaire/intake', [IntakeController, 'questionnaire'])
}

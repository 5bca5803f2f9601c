import type { RouteDeps } from '#modules/kernel/index'

const IceServersController = () => import('./ice-servers-controller.js')

/** The built-in call (docs/video.md): ICE servers for the appointment's two participants while its room is open. */
export function registerCallRoutes({ router, auth }: RouteDeps) {
  router
    .get('/api/consultations/:appointmentId/ice-servers', [IceServersController, 'show'])
    .use(auth({ roles: ['PATIENT', 'PROVIDER'] }))
}

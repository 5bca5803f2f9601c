import { z } from 'zod'
import { apiSchemas, route, type ModuleRoutes } from '#modules/kernel/index'
import { iceServersSchema } from '../contracts/call.js'

const IceServersController = () => import('./ice-servers-controller.js')

const schemas = apiSchemas({ IceServers: iceServersSchema })

/** The built-in call (docs/video.md): ICE servers for the appointment's two participants while its room is open. */
export const callRoutes: ModuleRoutes = {
  schemas,
  routes: [
    route.get('/api/consultations/:appointmentId/ice-servers', [IceServersController, 'show'], {
      summary: 'Server STUN/TURN untuk panggilan video / ICE servers for the video call',
      auth: ['PATIENT', 'PROVIDER'],
      params: z.object({ appointmentId: z.uuid() }),
      response: {
        schema: schemas.IceServers,
        description: 'STUN and TURN (credentials minted per user and appointment)',
      },
      errors: [404, 409],
      description:
        'Only the appointment’s patient and provider while its room is open; 404 for anyone else, 409 scheduling.room_not_open / scheduling.room_closed outside the window. Signaling: Socket.IO call.signal, call.state, call.media in the consultation room (docs/video.md).',
    }),
  ],
}

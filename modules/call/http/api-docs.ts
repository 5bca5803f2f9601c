import { z } from 'zod'
import type { ApiDocs } from '#modules/kernel/index'
import { iceServersSchema } from '../contracts/call.js'

/** The API document's entries for routes.ts (docs/api.md). */
export function documentCallApi(api: ApiDocs) {
  api.route({
    method: 'get',
    path: '/api/consultations/:appointmentId/ice-servers',
    summary: 'Server STUN/TURN untuk panggilan video / ICE servers for the video call',
    auth: ['PATIENT', 'PROVIDER'],
    params: z.object({ appointmentId: z.uuid() }),
    response: {
      schema: api.schema('IceServers', iceServersSchema),
      description: 'STUN and TURN (credentials minted per user and appointment)',
    },
    errors: [404, 409],
    description:
      'Only the appointment’s patient and provider while its room is open; 404 for anyone else, 409 scheduling.room_not_open / scheduling.room_closed outside the window. Signaling: Socket.IO call.signal, call.state, call.media in the consultation room (docs/video.md).',
  })
}

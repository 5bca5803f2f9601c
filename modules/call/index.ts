import type { ModuleDefinition } from '#modules/kernel/index'
import { configureCallSettings } from './settings.js'
import { callRoutes } from './http/routes.js'
import { callMessages } from './messages.js'
import { attachCallSignaling } from './signaling.js'

/**
 * The built-in video call (issue 19, docs/video.md): WebRTC peer to peer between an appointment's
 * two participants, signaled over the consultation's Socket.IO room, relayed by TURN when needed.
 */
export const callModule: ModuleDefinition = {
  name: 'call',
  configure: configureCallSettings,
  http: callRoutes,
  messages: callMessages,
  consumers: [],
  attachSocket: attachCallSignaling,
}

export type { AppointmentMedia, SideMedia } from './contracts/call.js'
export { appointmentMediaSchema, sideMediaSchema } from './contracts/call.js'

import type { ModuleDefinition } from '#modules/kernel/index'
import { configureCallSettings } from './settings.js'
import { documentCallApi } from './http/api-docs.js'
import { registerCallRoutes } from './http/routes.js'
import { callMessages } from './messages.js'
import { attachCallSignaling } from './signaling.js'

/**
 * The built-in video call (issue 19, docs/video.md): WebRTC peer to peer between an appointment's
 * two participants, signaled over the consultation's Socket.IO room, relayed by TURN when needed.
 */
export const callModule: ModuleDefinition = {
  name: 'call',
  configure: configureCallSettings,
  registerRoutes: registerCallRoutes,
  documentApi: documentCallApi,
  messages: callMessages,
  consumers: [],
  attachSocket: attachCallSignaling,
}

export type { AppointmentMedia, SideMedia } from './contracts/call.js'
export { appointmentMediaSchema, sideMediaSchema } from './contracts/call.js'

import app from '@adonisjs/core/services/app'
import type { ModuleDefinition, RoomGuard } from '#modules/kernel/index'
import { operationsSettings } from './settings.js'
import type { ConsumerRuntime } from '#events/consumer-runtime'
import { operationsRoutes } from './http/routes.js'
import { operationsMessages } from './messages.js'
import { attachEmitter, publish } from './live.js'
import { OPERATIONS_ROOM } from './contracts/operations.js'
import { stopReplays } from './replays/replay-requests.js'

/** The operations page's live room: admins only. */
const operationsRoomGuard: RoomGuard = async (user, room) => room === OPERATIONS_ROOM && user.role === 'ADMIN'

/** Operations: the operators' console over the event backbone (docs/operations.md). */
export const operationsModule: ModuleDefinition = {
  name: 'operations',
  configure: operationsSettings.configure,
  http: operationsRoutes,
  consumers: [],
  roomGuards: [operationsRoomGuard],
  messages: operationsMessages,
  attachPushes: attachEmitter,
  async start() {
    // a new dead letter made on this node shows on every operations page at once
    const system = (await app.container.make('telerawat.events' as any).catch(() => null)) as { runtime: ConsumerRuntime } | null
    if (system) system.runtime.onDeadLetter = (dl) => publish({ kind: 'dead-letter', deadLetterId: dl.id })
  },
  stop: stopReplays,
}

export { consumerStatuses, outboxStatus } from './status/consumer-status.js'
export { listDeadLetters, openDeadLetter } from './dead-letters/list-dead-letters.js'
export { discardDeadLetter, retryAllDeadLetters, retryDeadLetter } from './dead-letters/resolve-dead-letter.js'
export type * from './contracts/operations.js'

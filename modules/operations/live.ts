import type { ModulePush } from '#modules/kernel/index'
import { OPERATIONS_ROOM, type OperationsPush } from './contracts/operations.js'

let emit: ((push: ModulePush) => void) | undefined

/** Receives the server's socket emitter (ModuleDefinition.attachPushes). */
export function attachEmitter(emitter: (push: ModulePush) => void) {
  emit = emitter
}

/** Tells the operations pages (the admin-only room) what changed: replay progress, dead letters, consumer states. */
export function publish(push: OperationsPush) {
  emit?.({ rooms: [OPERATIONS_ROOM], event: 'operations.changed', data: push as unknown as Record<string, unknown> })
}

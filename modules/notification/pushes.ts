import type { ModulePush } from '#modules/kernel/index'

let emitter: ((push: ModulePush) => void) | undefined

/** Set at start by the server (ModuleDefinition.attachPushes): the socket gateway's emit. */
export function attachPushEmitter(emit: (push: ModulePush) => void) {
  emitter = emit
}

export function pushEmitter() {
  return emitter
}

/** Sends a push when sockets are running (nothing in ace commands). */
export function emitPush(push: ModulePush) {
  emitter?.(push)
}

import type { ModulePush } from '#modules/kernel/index'

let emitter: ((push: ModulePush) => void) | undefined

/** Set at start by the server (ModuleDefinition.attachPushes): the socket gateway's emit. */
export function attachMessagingPushes(emit: (push: ModulePush) => void) {
  emitter = emit
}

export function messagingEmitter() {
  return emitter
}

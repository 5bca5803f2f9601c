import type { ModulePush } from '#modules/kernel/index'

let emitter: ((push: ModulePush) => void) | undefined

/** Set at start by the server (ModuleDefinition.attachPushes): the socket gateway's emit. */
export function attachMessagingPushes(emit: (push: ModulePush) => void) {
  emitter = emit
}

export function messagingEmitter() {
  return emitter
}

let presence: ((userId: string) => Promise<boolean>) | undefined

/** Set at start by the server (ModuleDefinition.attachPresence). */
export function attachMessagingPresence(probe: (userId: string) => Promise<boolean>) {
  presence = probe
}

/** Whether the user has an open tab now (false where no sockets run). */
export function isOnline(userId: string): Promise<boolean> {
  return presence ? presence(userId) : Promise.resolve(false)
}

import { moduleSettings } from '#modules/kernel/index'

/** The validated settings operations reads (server/start/env.ts), given by the server at registration. */
export const operationsSettings = moduleSettings<{ OPERATIONS_REPLAY_BATCH_SIZE: number }>()

import { moduleSettings } from '#modules/kernel/index'

/** The validated settings identity reads (server/start/env.ts), given by the server at registration. */
export const identitySettings = moduleSettings<{ LOGIN_FAILURES_PER_IP: number; REGISTER_LIMIT_PER_HOUR: number }>()

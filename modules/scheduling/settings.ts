import env from '#start/env'
import { DEFAULT_TIMEZONE } from './domain/slots.js'
import type { MeetSettings } from './meet/meet-link.js'

/** Scheduling settings, validated at boot by server/start/env.ts. */
export const settings = {
  timezone: (): string => env.get('APP_TIMEZONE') || DEFAULT_TIMEZONE,
  meet: (): MeetSettings => ({
    baseUrl: env.get('MEET_BASE_URL') || 'https://meet.jit.si',
    appId: env.get('JITSI_APP_ID') || undefined,
    appSecret: env.get('JITSI_APP_SECRET') || undefined,
  }),
}

import env from '#start/env'
import { clinicSettings } from '#modules/clinic/index'
import type { ClinicRules } from './domain/slots.js'
import type { MeetSettings } from './meet/meet-link.js'

/**
 * Scheduling settings. The clinic's zone and slots are the run-time clinic settings
 * ('Pengaturan Sistem'), read at each use: an admin may change them while the server runs.
 */
export const settings = {
  timezone: (): string => clinicSettings().timezone,
  clinic: (): ClinicRules => {
    const { timezone, slots } = clinicSettings()
    return { zone: timezone, clinicSlots: slots }
  },
  meet: (): MeetSettings => ({
    baseUrl: env.get('MEET_BASE_URL') || 'https://meet.jit.si',
    appId: env.get('JITSI_APP_ID') || undefined,
    appSecret: env.get('JITSI_APP_SECRET') || undefined,
  }),
}

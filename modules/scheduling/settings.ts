import { clinicSettings } from '#modules/clinic/index'
import { moduleSettings } from '#modules/kernel/index'
import type { ClinicRules } from './domain/slots.js'
import type { MeetSettings } from './meet/meet-link.js'

/** The validated settings scheduling reads, given by the server at registration. */
const env = moduleSettings<{ MEET_BASE_URL: string; JITSI_APP_ID: string; JITSI_APP_SECRET: string }>()
export const configureSchedulingSettings = env.configure

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
  /**
   * The external meeting server, only when MEET_BASE_URL is set (a clinic running its own Jitsi);
   * null is the default: the built-in call on the consultation page (docs/video.md).
   */
  meet: (): MeetSettings | null => {
    const baseUrl = env.get('MEET_BASE_URL')?.trim()
    if (!baseUrl) return null
    return { baseUrl, appId: env.get('JITSI_APP_ID') || undefined, appSecret: env.get('JITSI_APP_SECRET') || undefined }
  },
}

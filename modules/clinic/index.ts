import logger from '@adonisjs/core/services/logger'
import type { ModuleDefinition } from '#modules/kernel/index'
import { clinicRoutes } from './http/routes.js'
import { settingsStore, configureClinicSettings } from './settings-store.js'
import type { ClinicSettings } from './contracts/clinic-settings.js'

/** Clinic: the settings a clinic edits at run time (time zone, slots, cut-offs, hold and lead times). */
export const clinicModule: ModuleDefinition = {
  name: 'clinic',
  configure: configureClinicSettings,
  http: clinicRoutes,
  consumers: [],
  async start() {
    await settingsStore.start(logger)
  },
  async stop() {
    await settingsStore.stop()
  },
}

/**
 * The clinic's settings as this node knows them now (no I/O; reloaded on every change). Read them
 * at the moment of use, never once at import: an admin may change them while the server runs.
 */
export function clinicSettings(): ClinicSettings {
  return settingsStore.get().settings
}

/** Reads the settings from the database now (ace commands and scripts that do not start modules). */
export async function loadClinicSettings(): Promise<ClinicSettings> {
  return (await settingsStore.load()).settings
}

export { updateClinicSettings } from './commands/update-clinic-settings.js'
export { DEFAULT_CLINIC_SETTINGS, SLOT_SPACING_MINUTES } from './contracts/clinic-settings.js'
export type { ClinicSettings, ClinicSettingsDto, ClinicSettingsPatch } from './contracts/clinic-settings.js'

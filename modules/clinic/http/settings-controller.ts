import type { HttpContext } from '@adonisjs/core/http'
import { commandContext, exposePosition, parseBody } from '#modules/kernel/index'
import { clinicSettingsPatchSchema, type ClinicSettingsDto } from '../contracts/clinic-settings.js'
import { updateClinicSettings } from '../commands/update-clinic-settings.js'
import { settingsStore } from '../settings-store.js'

const toDto = (stored: ReturnType<typeof settingsStore.get>): ClinicSettingsDto => ({
  settings: stored.settings,
  version: stored.version,
  updatedAt: stored.updatedAt ? new Date(stored.updatedAt).toISOString() : null,
})

/** GET/PATCH /api/admin/settings ('Pengaturan Sistem'). */
export default class SettingsController {
  async show() {
    return toDto(await settingsStore.served())
  }

  async update(ctx: HttpContext) {
    const patch = parseBody(clinicSettingsPatchSchema, ctx.request.body())
    const { stored, position } = await updateClinicSettings(patch, commandContext(ctx))
    exposePosition(ctx, position)
    return toDto(stored)
  }
}

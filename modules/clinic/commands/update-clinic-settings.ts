import db from '@adonisjs/lucid/services/db'
import { appendEvents } from '#events/outbox'
import { ClinicSettingsUpdatedV1 } from '#events/clinic/clinic-settings-updated'
import type { CommandContext } from '#modules/kernel/index'
import type { ClinicSettingsPatch } from '../contracts/clinic-settings.js'
import { defaultSettings, mergeStored, settingsStore } from '../settings-store.js'

/** An admin edits the clinic settings: stored over the defaults, one event per change. */
export async function updateClinicSettings(patch: ClinicSettingsPatch, ctx: CommandContext) {
  const result = await db.transaction(async (trx) => {
    // the row lock serialises two admins saving at once (each sees the other's change)
    await trx.rawQuery(`INSERT INTO clinic_settings (id, settings, version) VALUES (1, '{}'::jsonb, 0) ON CONFLICT (id) DO NOTHING`)
    const row = await trx.from('clinic_settings').where('id', 1).forUpdate().first()
    const previous = mergeStored(defaultSettings(), row.settings)
    const changes = Object.fromEntries(
      Object.entries(patch).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(previous[key as keyof typeof previous]))
    )
    if (Object.keys(changes).length === 0) {
      return {
        stored: { settings: previous, version: row.version as number, updatedAt: row.updated_at as Date | null },
        position: null,
      }
    }
    const version = (row.version as number) + 1
    const updatedAt = new Date()
    const settings = { ...previous, ...changes }
    await trx
      .from('clinic_settings')
      .where('id', 1)
      .update({
        settings: JSON.stringify({ ...row.settings, ...changes }),
        version,
        updated_by: ctx.actor?.userId ?? null,
        updated_at: updatedAt,
      })
    const before = Object.fromEntries(Object.keys(changes).map((key) => [key, previous[key as keyof typeof previous]]))
    const event = ClinicSettingsUpdatedV1.create('00000000-0000-0000-0000-000000000001', { version, changes, previous: before })
    const position = await appendEvents(trx, [event], { actorId: ctx.actor?.userId, correlationId: ctx.correlationId })
    return { stored: { settings, version, updatedAt }, position }
  })
  settingsStore.set(result.stored)
  return result
}

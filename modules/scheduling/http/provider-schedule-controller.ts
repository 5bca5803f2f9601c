import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import { commandContext, exposePosition, parseBody } from '#modules/kernel/index'
import { providerScheduleRequestSchema, type ScheduleConflictBody } from '../contracts/provider-schedule.js'
import { ownProviderProfile, setProviderSchedule } from '../commands/set-provider-schedule.js'
import { loadProviderSchedule, providerScheduleDto } from '../queries/provider-schedule.js'
import { settings } from '../settings.js'

/** 'Jadwal Praktik': the signed-in provider's own weekly schedule and days off. */
export default class ProviderScheduleController {
  async show(ctx: HttpContext) {
    const provider = await ownProviderProfile(commandContext(ctx))
    const clinic = settings.clinic()
    const today = DateTime.now().setZone(clinic.zone).toISODate()!
    const schedule = await loadProviderSchedule(provider.id, provider.availableSlots, { from: today })
    return providerScheduleDto(provider.id, schedule, clinic)
  }

  async update(ctx: HttpContext) {
    const input = parseBody(providerScheduleRequestSchema, ctx.request.body())
    const result = await setProviderSchedule(input, commandContext(ctx))
    if (!result.ok) {
      const code = 'scheduling.day_off_has_bookings'
      const body: ScheduleConflictBody = {
        message: ctx.i18n.t(code, { count: result.conflicts.length }),
        code: 'DAY_OFF_HAS_BOOKINGS',
        conflicts: result.conflicts,
      }
      return ctx.response.status(409).send(body)
    }
    exposePosition(ctx, result.position)
    return result.schedule
  }
}

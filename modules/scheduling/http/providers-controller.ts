import type { HttpContext } from '@adonisjs/core/http'
import { DomainError, pageRequest, parseBody, sendArrayPage } from '#modules/kernel/index'
import type { ProviderAvailability } from '../contracts/provider-availability.js'
import { parseClinicDate } from '../domain/slots.js'
import { listProvidersPage, providerAvailability } from '../queries/providers.js'
import { settings } from '../settings.js'
import { availabilitySchema, providerParams } from './schemas.js'

/** The booking dialog shows this many providers before 'Muat lebih banyak'. */
const DIRECTORY_PAGE = 50

export default class ProvidersController {
  /** Spec path: a JSON array page by (displayName, id); the next page in `Link`. */
  async index(ctx: HttpContext) {
    return sendArrayPage(ctx, await listProvidersPage(pageRequest(ctx.request.qs(), DIRECTORY_PAGE)))
  }

  async availability(ctx: HttpContext): Promise<ProviderAvailability> {
    const { providerId } = parseBody(providerParams, ctx.params)
    const { date } = parseBody(availabilitySchema, ctx.request.qs())
    const { zone, clinicSlots } = settings.clinic()
    const day = parseClinicDate(date, zone)
    if (!day) {
      throw new DomainError(422, 'scheduling.invalid_date', [{ field: 'date', message: 'scheduling.invalid_date' }])
    }
    const { slots, dayOff } = await providerAvailability(providerId, day, clinicSlots)
    return { date, timezone: zone, slots, dayOff }
  }
}

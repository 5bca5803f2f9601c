import type { HttpContext } from '@adonisjs/core/http'
import { DomainError, parseBody } from '#modules/kernel/index'
import { parseClinicDate } from '../domain/slots.js'
import { listProviders, providerAvailability } from '../queries/providers.js'
import { settings } from '../settings.js'
import { availabilitySchema, providerParams } from './schemas.js'

export default class ProvidersController {
  async index() {
    return listProviders()
  }

  async availability(ctx: HttpContext) {
    const { providerId } = parseBody(providerParams, ctx.params)
    const { date } = parseBody(availabilitySchema, ctx.request.qs())
    const zone = settings.timezone()
    const day = parseClinicDate(date, zone)
    if (!day) {
      throw new DomainError(422, 'Tanggal tidak valid', [{ field: 'date', message: 'Tanggal tidak valid' }])
    }
    return { date, timezone: zone, slots: await providerAvailability(providerId, day) }
  }
}

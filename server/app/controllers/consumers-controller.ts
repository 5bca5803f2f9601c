import type { HttpContext } from '@adonisjs/core/http'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { consumerLag } from '#events/lag'
import { keyedBody } from '#server/i18n/translate'

/** Operators' view of the event backbone: lag and dead letters per consumer. */
export default class ConsumersController {
  async index(ctx: HttpContext) {
    const system = await app.container.make('telerawat.events').catch(() => null)
    if (!system) {
      // Joining the Kafka consumer groups can take seconds after a node died (its sessions must expire).
      ctx.response.header('Retry-After', '5')
      return ctx.response.status(503).send(keyedBody(ctx.i18n, 'http.events_starting'))
    }
    const { consumers, transport } = system
    return { transport: transport.name, consumers: await consumerLag(db.connection(), consumers) }
  }
}

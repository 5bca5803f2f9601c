import type { HttpContext } from '@adonisjs/core/http'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { consumerLag } from '#events/lag'

/** Operators' view of the event backbone: lag and dead letters per consumer. */
export default class ConsumersController {
  async index(_ctx: HttpContext) {
    const { consumers, transport } = await app.container.make('telerawat.events')
    return { transport: transport.name, consumers: await consumerLag(db.connection(), consumers) }
  }
}

import type { HttpContext } from '@adonisjs/core/http'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import type { Consumer } from '#events/consumer'
import type { ConsumerRuntime } from '#events/consumer-runtime'
import type { Transport } from '#events/event-bus'
import { operationsSettings as env } from '../settings.js'
import { DomainError } from '#modules/kernel/index'

interface RunningEvents {
  runtime: ConsumerRuntime
  transport: Transport
  consumers: Consumer[]
}

/**
 * This node's event system (bound by the events provider once its transport started). Until then
 * (joining Kafka consumer groups can take seconds after a node died) the console answers 503.
 */
export async function eventSystem(ctx: HttpContext) {
  const system = (await app.container.make('telerawat.events' as any).catch(() => null)) as RunningEvents | null
  if (!system) {
    ctx.response.header('Retry-After', '5')
    throw new DomainError(503, 'http.events_starting')
  }
  return {
    ...system,
    db,
    projections: system.consumers.filter((c) => (c.readModels ?? []).length > 0),
    batchSize: env.get('OPERATIONS_REPLAY_BATCH_SIZE'),
  }
}

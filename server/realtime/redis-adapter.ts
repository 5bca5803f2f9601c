import { createAdapter } from '@socket.io/redis-adapter'
import { createClient } from 'redis'
import logger from '@adonisjs/core/services/logger'

/**
 * Fans pushes out across nodes; redis clients reconnect (and resubscribe) by themselves. While
 * Redis is away each node still pushes to its own sockets; the outage is logged once, not per retry.
 */
export async function createRedisAdapter(url: string) {
  const pub = createClient({ url })
  const sub = pub.duplicate()
  for (const [role, client] of [
    ['publisher', pub],
    ['subscriber', sub],
  ] as const) {
    let down = false
    client.on('error', (err) => {
      if (down) return
      down = true
      logger.warn({ err, role }, 'redis unavailable: pushes reach only this node until it is back')
    })
    client.on('ready', () => {
      if (!down) return
      down = false
      logger.info({ role }, 'redis reconnected')
    })
  }
  // The adapter fires publishes without awaiting them; one rejected when the connection drops
  // would be an unhandled rejection, which ends the Node process. A lost push is only a hint.
  const publish = pub.publish.bind(pub)
  Object.assign(pub, { publish: (channel: string, message: string) => publish(channel, message).catch(() => 0) })
  await Promise.all([pub.connect(), sub.connect()])
  return createAdapter(pub, sub)
}

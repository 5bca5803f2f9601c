import { createAdapter } from '@socket.io/redis-adapter'
import { createClient } from 'redis'

/** Fans pushes out across nodes; redis clients reconnect (and resubscribe) by themselves. */
export async function createRedisAdapter(url: string) {
  const pub = createClient({ url })
  const sub = pub.duplicate()
  pub.on('error', () => {})
  sub.on('error', () => {})
  await Promise.all([pub.connect(), sub.connect()])
  return createAdapter(pub, sub)
}

import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/**
 * Announces, on every node, which keys of a read model a committed transaction changed, so a node
 * may keep answers computed from it (modules/scheduling/queries/kept-answers.ts). Sent inside
 * the changing transaction: PostgreSQL delivers a NOTIFY only if and when it commits, in commit
 * order. Payload: '<consumer> <key>,<key>,…' or '<consumer> *' (everything, e.g. after a replay).
 */
export const READ_MODEL_CHANNEL = 'telerawat_read_models'
/** PostgreSQL refuses payloads of 8,000 bytes and more. */
const MAX_PAYLOAD = 7_900

export interface ReadModelChange {
  consumer: string
  keys: string[] | '*'
}

export function readModelChangePayload(consumer: string, keys: Iterable<string> | '*'): string {
  if (keys === '*') return `${consumer} *`
  const payload = `${consumer} ${[...keys].join(',')}`
  return payload.length > MAX_PAYLOAD ? `${consumer} *` : payload
}

export function parseReadModelChange(payload: string): ReadModelChange | undefined {
  const space = payload.indexOf(' ')
  if (space <= 0) return undefined
  const rest = payload.slice(space + 1)
  return { consumer: payload.slice(0, space), keys: rest === '*' ? '*' : rest.split(',').filter(Boolean) }
}

export async function announceReadModelChange(trx: TransactionClientContract, consumer: string, keys: Set<string> | '*') {
  if (keys !== '*' && keys.size === 0) return
  await trx.rawQuery('SELECT pg_notify(?, ?)', [READ_MODEL_CHANNEL, readModelChangePayload(consumer, keys)])
}

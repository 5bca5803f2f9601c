import db from '@adonisjs/lucid/services/db'
import { DomainError, notFound } from '#modules/kernel/index'
import { activeExchange, workerOptions } from '../settings.js'
import { toQueueItemDto, type StoredExchange } from '../queries/exchange-dto.js'
import { pokeExchangeWorker } from '../exchange/worker-handle.js'

/**
 * An admin sends a failed (dead-lettered), withheld, refused (a platform rule) or unregistered (not
 * in the national index) entry again: it is PENDING with a fresh count of attempts. Consent, the
 * index and the rules are checked again before sending; a SENT entry is never re-sent.
 */
export async function retryExchange(id: string) {
  const rows: StoredExchange[] = await db
    .from('satusehat_exchanges')
    .where('id', id)
    .whereIn('status', ['DEAD', 'WITHHELD', 'REFUSED', 'UNREGISTERED'])
    .update({
      status: 'PENDING',
      attempts: 0,
      next_attempt_at: new Date(),
      last_error: null,
      blocked_on: null,
      rule_failures: null,
      claim_token: null,
      claim_expires_at: null,
      updated_at: new Date(),
    })
    .returning('*')
  if (rows.length === 0) {
    const exists = await db.from('satusehat_exchanges').where('id', id).first()
    throw exists ? new DomainError(409, 'satusehat.not_failed') : notFound('satusehat.exchange_not_found')
  }
  pokeExchangeWorker()
  return toQueueItemDto(rows[0], activeExchange() !== null, workerOptions().maxAttempts)
}

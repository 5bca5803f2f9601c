import db from '@adonisjs/lucid/services/db'
import { DomainError, notFound } from '#modules/kernel/index'
import { exchangeConfig, workerOptions } from '../settings.js'
import { toQueueItemDto, type StoredExchange } from '../queries/exchange-dto.js'
import { pokeExchangeWorker } from '../exchange/worker-handle.js'

/**
 * An admin sends a failed (dead-lettered) or withheld entry again: it is PENDING with a fresh
 * count of attempts. Consent is checked again before sending; a SENT entry is never re-sent.
 */
export async function retryExchange(id: string) {
  const rows: StoredExchange[] = await db
    .from('satusehat_exchanges')
    .where('id', id)
    .whereIn('status', ['DEAD', 'WITHHELD'])
    .update({
      status: 'PENDING',
      attempts: 0,
      next_attempt_at: new Date(),
      last_error: null,
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
  return toQueueItemDto(rows[0], exchangeConfig() !== null, workerOptions().maxAttempts)
}

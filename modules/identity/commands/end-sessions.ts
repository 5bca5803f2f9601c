import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/**
 * Ends every session of the account except `keepSessionId`, and its remember-me tokens (they
 * would sign the browser back in). Deleting the rows is enough for the sockets: the identity
 * trigger NOTIFYs every node, whose session binding disconnects the sockets of those sessions
 * (server/realtime/session-binding.ts).
 */
export async function endSessions(trx: TransactionClientContract, userId: string, keepSessionId?: string): Promise<number> {
  const ended = await trx
    .from('sessions')
    .where('user_id', userId)
    .if(keepSessionId, (q) => q.whereNot('id', keepSessionId!))
    .delete()
  await trx.from('remember_me_tokens').where('tokenable_id', userId).delete()
  return Array.isArray(ended) ? ended.length : Number(ended)
}

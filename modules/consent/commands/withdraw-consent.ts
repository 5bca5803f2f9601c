import db from '@adonisjs/lucid/services/db'
import { appendEvents } from '#events/outbox'
import { DomainError, type CommandContext } from '#modules/kernel/index'
import { decideWithdraw } from '../domain/consent-rules.js'
import { latestOfKind, toLedgerEntry, type EntryRow } from '../queries/ledger.js'
import { insertWithdrawal, lockLedger, type EntryAuthor } from './append-entry.js'

/**
 * The signed-in user withdraws one of their consents: a WITHDRAWN entry and ConsentWithdrawn in
 * one transaction. It takes effect at its commit: hasActiveConsent answers false from then on.
 */
export async function withdrawConsent(entryId: string, author: EntryAuthor, ctx: CommandContext) {
  return db.transaction(async (trx) => {
    await lockLedger(trx, author.userId)
    const entry = (await trx.from('consent_entries').where({ id: entryId, user_id: author.userId }).first()) as EntryRow | null
    const latest = entry ? await latestOfKind(author.userId, entry.kind, trx) : null
    const decision = decideWithdraw(entry && toLedgerEntry(entry), latest && toLedgerEntry(latest))
    if (!decision.ok) throw new DomainError(decision.status, decision.message)
    const { row, event } = await insertWithdrawal(trx, entry!, author)
    const position = await appendEvents(trx, [event], { actorId: author.userId, correlationId: ctx.correlationId })
    return { entryId: row.id, position }
  })
}

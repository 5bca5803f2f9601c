import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { appendEvents } from '#events/outbox'
import { DomainError, type CommandContext } from '#modules/kernel/index'
import { CONSENT_DOCUMENTS } from '../contracts/consent-documents.js'
import type { GiveConsentRequest } from '../contracts/give-consent-request.js'
import { decideGive } from '../domain/consent-rules.js'
import { latestOfKind, toLedgerEntry } from '../queries/ledger.js'
import { insertGiven, lockLedger, type EntryAuthor } from './append-entry.js'

/**
 * The signed-in user gives a consent to the current version of its document: one entry and one
 * ConsentGiven in one transaction. Already in force (same version): nothing is appended.
 */
export async function giveConsent(input: GiveConsentRequest, author: EntryAuthor, ctx: CommandContext) {
  return db.transaction(async (trx) => {
    await lockLedger(trx, author.userId)
    const latest = await latestOfKind(author.userId, input.kind, trx)
    const decision = decideGive(input.kind, input.version, latest && toLedgerEntry(latest))
    if (!decision.ok) {
      throw new DomainError(
        decision.status,
        decision.message,
        decision.field ? [{ field: decision.field, message: decision.message }] : undefined,
        {
          version: CONSENT_DOCUMENTS[input.kind].version,
        }
      )
    }
    if (decision.change === 'unchanged') return { entryId: latest!.id, created: false, position: null }
    const { row, event } = await insertGiven(trx, author.userId, input.kind, input.version, author)
    const position = await appendEvents(trx, [event], { actorId: author.userId, correlationId: ctx.correlationId })
    return { entryId: row.id, created: true, position }
  })
}

/**
 * Registration's terms-and-privacy consent, inside the registering transaction (identity calls
 * it through the door): the form's explicit acceptance becomes the ledger's first entry.
 */
export async function recordRegistrationConsent(
  trx: TransactionClientContract,
  user: { id: string; role: string },
  ctx: CommandContext
): Promise<string | null> {
  await lockLedger(trx, user.id)
  const version = CONSENT_DOCUMENTS.TERMS_PRIVACY.version
  const { event } = await insertGiven(trx, user.id, 'TERMS_PRIVACY', version, {
    userId: ctx.actor?.userId ?? user.id,
    role: ctx.actor?.role ?? user.role,
    requestId: ctx.correlationId ?? null,
  })
  return appendEvents(trx, [event], { actorId: ctx.actor?.userId ?? user.id, correlationId: ctx.correlationId })
}

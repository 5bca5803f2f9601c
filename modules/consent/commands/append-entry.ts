import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { ConsentGivenV1 } from '#events/consent/consent-given'
import { ConsentWithdrawnV1 } from '#events/consent/consent-withdrawn'
import type { ConsentKind } from '../contracts/consent-documents.js'
import { documentHash } from '../document-hash.js'
import type { EntryRow } from '../queries/ledger.js'

export interface EntryAuthor {
  userId: string
  role: string
  requestId: string | null
}

/** Serialises one user's consent changes (two tabs withdrawing at once append one entry). */
export async function lockLedger(trx: TransactionClientContract, userId: string) {
  await trx.rawQuery(`SELECT pg_advisory_xact_lock(hashtext('consent:' || ?))`, [userId])
}

/** Inserts a GIVEN entry and returns it with its event (the caller appends the event). */
export async function insertGiven(
  trx: TransactionClientContract,
  userId: string,
  kind: ConsentKind,
  version: string,
  author: EntryAuthor
) {
  const [row] = (await trx
    .table('consent_entries')
    .insert({
      user_id: userId,
      kind,
      action: 'GIVEN',
      version,
      document_hash: documentHash(kind),
      actor_user_id: author.userId,
      actor_role: author.role,
      request_id: author.requestId,
    })
    .returning('*')) as EntryRow[]
  const event = ConsentGivenV1.create(userId, {
    entryId: row.id,
    userId,
    kind,
    version,
    documentHash: row.document_hash,
    givenAt: new Date(row.occurred_at).toISOString(),
  })
  return { row, event }
}

/** Inserts the WITHDRAWN entry that ends `given`, with its event. */
export async function insertWithdrawal(trx: TransactionClientContract, given: EntryRow, author: EntryAuthor) {
  const [row] = (await trx
    .table('consent_entries')
    .insert({
      user_id: given.user_id,
      kind: given.kind,
      action: 'WITHDRAWN',
      version: given.version,
      document_hash: given.document_hash,
      withdraws_entry_id: given.id,
      actor_user_id: author.userId,
      actor_role: author.role,
      request_id: author.requestId,
    })
    .returning('*')) as EntryRow[]
  const event = ConsentWithdrawnV1.create(given.user_id, {
    entryId: row.id,
    withdrawsEntryId: given.id,
    userId: given.user_id,
    kind: given.kind as 'TELEMEDICINE' | 'SATUSEHAT',
    version: given.version,
    withdrawnAt: new Date(row.occurred_at).toISOString(),
  })
  return { row, event }
}

import { CONSENT_DOCUMENTS, type ConsentKind } from '../contracts/consent-documents.js'
import type { ConsentAction } from '../contracts/consent-dto.js'

/**
 * The rules of the consent ledger (UU 27/2022). Pure: the commands look the entries up and ask.
 * - A consent is given to the CURRENT version of its document (the text the patient was shown).
 * - Giving again while the same version is active changes nothing (no second entry).
 * - Only the kind's active entry may be withdrawn, and only when its kind allows it: terms and
 *   privacy hold while the account exists; telemedicine and SATUSEHAT may be withdrawn any time.
 * - Withdrawal takes effect at once: the kind is inactive from the withdrawal's commit.
 */

export interface LedgerEntry {
  id: string
  kind: ConsentKind
  action: ConsentAction
  version: string
}

export type Refusal = { ok: false; status: 404 | 409 | 422; message: string; field?: string }

export type GiveDecision = { ok: true; change: 'append' | 'unchanged' } | Refusal

/** `latest`: the kind's newest entry for this user, if any. */
export function decideGive(kind: ConsentKind, version: string, latest: LedgerEntry | null): GiveDecision {
  if (version !== CONSENT_DOCUMENTS[kind].version) {
    return { ok: false, status: 422, message: 'consent.version_outdated', field: 'version' }
  }
  if (latest?.action === 'GIVEN' && latest.version === version) return { ok: true, change: 'unchanged' }
  return { ok: true, change: 'append' }
}

export type WithdrawDecision = { ok: true } | Refusal

/**
 * `entry`: the entry asked for, when it is the caller's (another's is not found: ids reveal
 * nothing); `latest`: the newest entry of its kind.
 */
export function decideWithdraw(entry: LedgerEntry | null, latest: LedgerEntry | null): WithdrawDecision {
  if (!entry) return { ok: false, status: 404, message: 'consent.not_found' }
  if (!CONSENT_DOCUMENTS[entry.kind].withdrawable) return { ok: false, status: 409, message: 'consent.not_withdrawable' }
  if (entry.action !== 'GIVEN' || latest?.id !== entry.id) return { ok: false, status: 409, message: 'consent.not_active' }
  return { ok: true }
}

/** Is the kind's consent in force, given its newest entry? */
export function isActive(latest: Pick<LedgerEntry, 'action'> | null | undefined): boolean {
  return latest?.action === 'GIVEN'
}

import type { ConsentKind } from './consent-documents.js'

export const CONSENT_ACTIONS = ['GIVEN', 'WITHDRAWN'] as const
export type ConsentAction = (typeof CONSENT_ACTIONS)[number]

/** One entry of the append-only consent ledger (GET /api/consents, newest first). */
export interface ConsentEntryDto {
  id: string
  kind: ConsentKind
  action: ConsentAction
  version: string
  /** SHA-256 of the Indonesian text of that version. */
  documentHash: string
  at: string
  actor: { userId: string; role: string }
  /** For a withdrawal: the entry it withdrew. */
  withdrawsEntryId: string | null
  /** A GIVEN entry that is the kind's current, not withdrawn consent (it may be withdrawn when its kind allows). */
  active: boolean
  withdrawable: boolean
}

/** GET /api/consents: one page of the ledger plus each kind's current state. */
export interface ConsentLedgerDto {
  items: ConsentEntryDto[]
  nextCursor: string | null
  /** Per kind: the active GIVEN entry's id, or null. */
  status: Record<ConsentKind, { activeEntryId: string | null; version: string | null }>
}

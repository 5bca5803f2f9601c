import { createHash } from 'node:crypto'
import { CONSENT_DOCUMENTS, type ConsentKind } from './contracts/consent-documents.js'

const hashes = new Map<ConsentKind, string>()

/** SHA-256 (hex) of the Indonesian text of the kind's current version: what the entry agreed to. */
export function documentHash(kind: ConsentKind): string {
  let hash = hashes.get(kind)
  if (!hash) hashes.set(kind, (hash = createHash('sha256').update(CONSENT_DOCUMENTS[kind].text.id, 'utf8').digest('hex')))
  return hash
}

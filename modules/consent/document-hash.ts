import { createHash } from 'node:crypto'
import { CONSENT_DOCUMENTS, type ConsentDocument, type ConsentKind } from './contracts/consent-documents.js'

const hashes = new Map<ConsentKind, string>()

/** SHA-256 (hex) of the Indonesian text of the kind's current version: what the entry agreed to. */
export function documentHash(kind: ConsentKind): string {
  let hash = hashes.get(kind)
  if (!hash) hashes.set(kind, (hash = textHash(CONSENT_DOCUMENTS[kind])))
  return hash
}

/** SHA-256 (hex) of a document's Indonesian text (a superseded version's too: what its entries agreed to). */
export function textHash(document: ConsentDocument): string {
  return createHash('sha256').update(document.text.id, 'utf8').digest('hex')
}

import { createHash } from 'node:crypto'

/** Namespace of the export's name-based UUIDs (RFC 9562 v5). */
const NAMESPACE = Buffer.from('6f2b7c1e4d3a4b8e9f1a2c3d4e5f6a7b', 'hex')

/**
 * A stable UUID for a name ('record/<id>/observation/pulse'): the same record exports the same
 * fullUrls every time, so two exports of one visit compare equal and tests can name entries.
 */
export function nameUuid(name: string): string {
  const hash = createHash('sha1').update(NAMESPACE).update(name).digest()
  hash[6] = (hash[6]! & 0x0f) | 0x50
  hash[8] = (hash[8]! & 0x3f) | 0x80
  const hex = hash.subarray(0, 16).toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

export const urnOf = (uuid: string) => `urn:uuid:${uuid}`

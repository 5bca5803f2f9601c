import { createHash } from 'node:crypto'

/**
 * The conversation of a patient–provider pair: the same id on every delivery and every replay
 * (an RFC 4122 name-based, version 5 style UUID of the two user ids), so the write side and the
 * read model agree without looking each other up.
 */
export function conversationIdFor(patientUserId: string, providerUserId: string): string {
  const hex = createHash('sha1').update(`telerawat.conversation:${patientUserId}:${providerUserId}`).digest('hex')
  const variant = ((Number.parseInt(hex[16], 16) & 0x3) | 0x8).toString(16)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

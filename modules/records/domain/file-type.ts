/**
 * Accepted documents are recognised by their first bytes (magic numbers), never by the name
 * or the declared content type: a renamed program stays a program.
 */

export type AcceptedMimeType = 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf'

export const ACCEPTED_TYPES: Record<AcceptedMimeType, { extension: string; label: string }> = {
  'image/jpeg': { extension: 'jpg', label: 'JPEG' },
  'image/png': { extension: 'png', label: 'PNG' },
  'image/webp': { extension: 'webp', label: 'WebP' },
  'application/pdf': { extension: 'pdf', label: 'PDF' },
}

/** How many leading bytes detection needs. */
export const SNIFF_BYTES = 12

const startsWith = (head: Uint8Array, bytes: number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((b, i) => head[offset + i] === b)

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0))

/** The accepted type the bytes start with, or null. */
export function detectFileType(head: Uint8Array): AcceptedMimeType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp'
  if (startsWith(head, ascii('%PDF-'))) return 'application/pdf'
  return null
}

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024
export const TOO_LARGE_MESSAGE = 'records.file_too_large'
export const UNSUPPORTED_TYPE_MESSAGE = 'records.unsupported_type'

/**
 * Accepted documents are recognised by their first bytes (magic numbers), never by the name
 * or the declared content type: a renamed program stays a program.
 * Detection is `file-type` (docs/adr/0015-small-libraries.md); this file keeps the allow-list.
 */
import { fileTypeFromBuffer } from 'file-type/core'

export type AcceptedMimeType = 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf'

export const ACCEPTED_TYPES: Record<AcceptedMimeType, { extension: string; label: string }> = {
  'image/jpeg': { extension: 'jpg', label: 'JPEG' },
  'image/png': { extension: 'png', label: 'PNG' },
  'image/webp': { extension: 'webp', label: 'WebP' },
  'application/pdf': { extension: 'pdf', label: 'PDF' },
}

/** How many leading bytes detection reads: file-type's own bound (reasonableDetectionSizeInBytes, not in its typings). */
export const SNIFF_BYTES = 4100

const isAccepted = (mime: string): mime is AcceptedMimeType => Object.hasOwn(ACCEPTED_TYPES, mime)

/**
 * The accepted type the bytes are, or null. `file-type/core` reads only the buffer (no I/O);
 * anything it names outside the allow-list (a program, audio, an animated PNG) is refused.
 */
export async function detectFileType(head: Uint8Array): Promise<AcceptedMimeType | null> {
  const detected = await fileTypeFromBuffer(head)
  return detected && isAccepted(detected.mime) ? detected.mime : null
}

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024
export const TOO_LARGE_MESSAGE = 'records.file_too_large'
export const UNSUPPORTED_TYPE_MESSAGE = 'records.unsupported_type'

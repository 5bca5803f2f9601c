/**
 * The original file name is metadata only (the stored file gets a generated name). It is
 * cleaned for display and for the Content-Disposition header; a name that tries to be a path
 * is refused rather than guessed at.
 */
import { create as createContentDisposition } from 'content-disposition'
import { ACCEPTED_TYPES } from './file-type.js'

export type FilenameResult = { ok: true; filename: string } | { ok: false; message: string }

export const MAX_FILENAME_LENGTH = 200
export const PATH_LIKE_MESSAGE = 'records.filename_path_like'

// C0/C1 controls, and bidi overrides that can disguise an extension ("gpj.exe" shown reversed).
// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const UNSAFE_CHARS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g

export function sanitiseFilename(raw: string | null | undefined): FilenameResult {
  const name = (raw ?? '').normalize('NFC').trim()
  if (name === '') return { ok: false, message: 'records.filename_required' }
  if (/[\\/]/.test(name) || name.split(/[\\/]/).some((part) => part === '..') || name === '.' || name === '..') {
    return { ok: false, message: PATH_LIKE_MESSAGE }
  }
  if (/^[a-z]:/i.test(name)) return { ok: false, message: PATH_LIKE_MESSAGE }
  let clean = name.replace(UNSAFE_CHARS, '').replace(/\s+/g, ' ').replace(/^\.+/, '').trim()
  if (clean === '') return { ok: false, message: 'records.filename_invalid' }
  if (clean.length > MAX_FILENAME_LENGTH) {
    const dot = clean.lastIndexOf('.')
    const ext = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : ''
    clean = clean.slice(0, MAX_FILENAME_LENGTH - ext.length) + ext
  }
  return { ok: true, filename: clean }
}

/**
 * RFC 6266 Content-Disposition via `content-disposition`: `filename*` carries the UTF-8 name; the
 * plain `filename` fallback folds accents ("résumé" -> "resume") so old clients keep a readable name.
 */
export function contentDisposition(filename: string): string {
  const fallback = filename
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
  return createContentDisposition(filename, { fallback })
}

/** Spellings of an extension that name the same type (a photo saved as .jpeg stays .jpeg). */
const SAME_TYPE: Record<string, string> = { jpeg: 'jpg', jpe: 'jpg' }

/**
 * The name a document is downloaded under: the client's name with the extension of the type its
 * bytes were detected as (issue 24) — `hasil-lab.html` holding a PDF downloads as `hasil-lab.pdf`,
 * so no browser or desktop opens stored content as something else by its name.
 */
export function downloadName(filename: string, mimeType: string): string {
  const extension = Object.hasOwn(ACCEPTED_TYPES, mimeType) ? ACCEPTED_TYPES[mimeType as keyof typeof ACCEPTED_TYPES].extension : null
  if (!extension) return filename
  const dot = filename.lastIndexOf('.')
  const stem = dot > 0 ? filename.slice(0, dot) : filename
  const current = dot > 0 ? filename.slice(dot + 1).toLowerCase() : ''
  if ((SAME_TYPE[current] ?? current) === extension) return filename
  return `${stem}.${extension}`
}

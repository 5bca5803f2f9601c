import type { DocumentDto } from '@/api/openapi'

export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024
export const DOCUMENT_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const

export type DocumentProblem = 'tooLarge' | 'wrongType'

/**
 * A first check before the upload (the server decides by content, not by name or type):
 * saves a 10 MB round trip for the obvious cases.
 */
export function documentProblem(file: { size: number; type: string }): DocumentProblem | null {
  if (file.type && !(DOCUMENT_MIME_TYPES as readonly string[]).includes(file.type)) return 'wrongType'
  if (file.size > MAX_DOCUMENT_BYTES) return 'tooLarge'
  return null
}

/** Patients see only what the provider left visible (the server filters too). */
export function visibleUploads(uploads: readonly DocumentDto[], isProvider: boolean): DocumentDto[] {
  const list = isProvider ? [...uploads] : uploads.filter((u) => !u.hidden)
  return list.sort((a, b) => Date.parse(b.uploadedAt) - Date.parse(a.uploadedAt))
}

/** "820 B", "12 KB", "1,4 MB" (Indonesian decimal comma by default). */
export function formatFileSize(bytes: number, language = 'id'): string {
  const locale = language.startsWith('en') ? 'en-GB' : 'id-ID'
  if (bytes < 1024) return `${bytes} B`
  const kb = bytes / 1024
  if (kb < 1024) return `${Math.round(kb)} KB`
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(kb / 1024)} MB`
}

export const isPdf = (upload: Pick<DocumentDto, 'mimeType'>) => upload.mimeType === 'application/pdf'

/** What the attach button offers (the server decides by content: an image or a PDF, 10 MB at most). */
export const ATTACHMENT_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf'
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024

export type AttachmentProblem = 'attachTooLarge' | 'attachWrongType' | 'attachEmpty'

/** A first check in the browser that saves an upload doomed to be refused; the server checks the bytes. */
export function attachmentProblem(file: { size: number; type: string }): AttachmentProblem | null {
  if (file.type && !ATTACHMENT_ACCEPT.split(',').includes(file.type)) return 'attachWrongType'
  if (file.size > MAX_ATTACHMENT_BYTES) return 'attachTooLarge'
  if (file.size === 0) return 'attachEmpty'
  return null
}

export const isImage = (mimeType: string) => mimeType.startsWith('image/')

/** "820 B", "12 KB", "1,4 MB" in the UI's language. */
export function attachmentSize(bytes: number, language = 'id'): string {
  if (bytes < 1024) return `${bytes} B`
  const kb = bytes / 1024
  if (kb < 1024) return `${Math.round(kb)} KB`
  const locale = language.startsWith('en') ? 'en-GB' : 'id-ID'
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(kb / 1024)} MB`
}

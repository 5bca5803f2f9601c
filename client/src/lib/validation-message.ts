import type { i18n as I18n } from 'i18next'

/**
 * A field error as the user reads it. The shared request schemas (modules/<m>/contracts) carry
 * i18n keys (`validation.email.invalid`), translated here; a server's text passes through as sent.
 */
export function validationMessageText(i18n: I18n, message: string | undefined): string | undefined {
  if (!message) return undefined
  if (!message.startsWith('validation.') || !i18n.exists(message)) return message
  return i18n.t(message as never) as string
}

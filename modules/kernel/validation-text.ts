import { validationMessages } from './contracts/validation-messages.js'

export type ValidationLanguage = keyof typeof validationMessages

/**
 * The text of a validation key (`validation.email.invalid`) in `language`, or the message itself
 * when it is not a key: most schemas still carry Indonesian text, and a raw key must never reach a user.
 */
export function validationText(message: string, language: ValidationLanguage = 'id'): string {
  if (!message.startsWith('validation.')) return message
  let node: unknown = validationMessages[language]
  for (const part of message.split('.')) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, part)) return message
    node = (node as Record<string, unknown>)[part]
  }
  return typeof node === 'string' ? node : message
}

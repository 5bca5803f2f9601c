import type { I18n } from '@adonisjs/i18n'
import type { ZodError } from 'zod'
import { validationText, type DomainError, type ErrorBody, type MessageParams } from '#modules/kernel/index'

/** Whether `message` is a catalogue key (in this locale or the Indonesian fallback). */
export const isMessageKey = (i18n: I18n, message: string) => i18n.resolveIdentifier(message) !== null

/** A catalogue key becomes its text in the request's language; any other text passes through unchanged. */
export function translate(i18n: I18n, message: string, params?: MessageParams): string {
  // the shared request schemas' keys (modules/kernel/contracts/validation-messages.ts), also read by the client
  if (message.startsWith('validation.')) return validationText(message, i18n.locale === 'en' ? 'en' : 'id')
  return isMessageKey(i18n, message) ? i18n.t(message, params) : message
}

export function domainErrorBody(i18n: I18n, error: DomainError): ErrorBody {
  return {
    message: translate(i18n, error.message, error.params),
    code: isMessageKey(i18n, error.message) ? error.message : undefined,
    errors: error.errors?.map(({ field, message }) => ({ field, message: translate(i18n, message, error.params) })),
  }
}

/** 422 for a request schema: each issue's message may be a validation key, else it passes through. */
export function validationErrorBody(i18n: I18n, error: ZodError): ErrorBody {
  const errors = error.issues.map((issue) => ({
    field: issue.path.join('.') || 'body',
    // zod's own English text for keys a strict schema does not know, in the request's language
    message:
      issue.code === 'unrecognized_keys'
        ? i18n.t('kernel.unknown_fields', { details: issue.keys.join(', ') })
        : translate(i18n, issue.message),
  }))
  const details = errors.map((e) => `${e.field} — ${e.message}`).join('; ')
  return { message: i18n.t('kernel.invalid_data', { details }), code: 'kernel.invalid_data', errors }
}

/** A key's text for an answer that is not a refusal (a 503, a success notice). */
export function keyedBody(i18n: I18n, key: string, params?: MessageParams): ErrorBody {
  return { message: i18n.t(key, params), code: key }
}

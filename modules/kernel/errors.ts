import type { FieldError } from './contracts/api-error.js'

/** Values put into a catalogue text, e.g. `{ minutes: 3 }` for "Coba lagi dalam {minutes} menit." */
export type MessageParams = Record<string, string | number>

/**
 * A refusal a user can act on; maps to HTTP `status` with the JSON body {message, code?, errors?}.
 * `message` and the field messages are catalogue keys (e.g. 'scheduling.slot_taken'), translated
 * with `params` into the request's language when answered (docs/adr/0012-server-language.md);
 * a text that is no key passes through as it is.
 */
export class DomainError extends Error {
  constructor(
    public status: number,
    message: string,
    public errors?: FieldError[],
    public params?: MessageParams
  ) {
    super(message)
  }
}

export const notFound = (message = 'kernel.not_found') => new DomainError(404, message)
export const forbidden = (message = 'kernel.forbidden') => new DomainError(403, message)

import type { FieldError } from './contracts/api-error.js'

/** A refusal a user can act on; maps to HTTP `status` with the JSON body {message, errors?}. */
export class DomainError extends Error {
  constructor(
    public status: number,
    message: string,
    public errors?: FieldError[]
  ) {
    super(message)
  }
}

export const notFound = (message = 'Data tidak ditemukan') => new DomainError(404, message)
export const forbidden = (message = 'Akses ditolak') => new DomainError(403, message)

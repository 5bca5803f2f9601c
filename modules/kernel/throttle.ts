import { errors as limiterErrors } from '@adonisjs/limiter'
import { DomainError } from './errors.js'

/**
 * 429 with the wait in whole minutes: `message` is a catalogue key whose text takes `{minutes}`,
 * e.g. "Terlalu banyak unggahan. Coba lagi dalam 3 menit."
 */
export function tooMany(message: string, seconds: number) {
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  return new DomainError(429, message, undefined, { minutes })
}

/** Counts one request against `key` (shared by all nodes); over the limit -> 429. */
export async function consumeOrRefuse(key: string, requests: number, duration: string, message: string) {
  // Loaded at first use: the service waits for the booted app, while this kernel door is also
  // imported by pure domain code whose unit tests boot none.
  const { default: limiter } = await import('@adonisjs/limiter/services/main')
  try {
    await limiter.use({ requests, duration }).consume(key)
  } catch (error) {
    if (error instanceof limiterErrors.E_TOO_MANY_REQUESTS) throw tooMany(message, error.response.availableIn)
    throw error
  }
}

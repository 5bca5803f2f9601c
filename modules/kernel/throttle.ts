import { errors as limiterErrors } from '@adonisjs/limiter'
import { DomainError } from './errors.js'

/** 429 with the wait in whole minutes, e.g. "Terlalu banyak unggahan. Coba lagi dalam 3 menit." */
export function tooMany(what: string, seconds: number) {
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  return new DomainError(429, `Terlalu banyak ${what}. Coba lagi dalam ${minutes} menit.`)
}

/** Counts one request against `key` (shared by all nodes); over the limit -> 429. */
export async function consumeOrRefuse(key: string, requests: number, duration: string, what: string) {
  // imported on first use: the service needs a booted app, and pure code (domain/) imports the kernel too
  const { default: limiter } = await import('@adonisjs/limiter/services/main')
  try {
    await limiter.use({ requests, duration }).consume(key)
  } catch (error) {
    if (error instanceof limiterErrors.E_TOO_MANY_REQUESTS) throw tooMany(what, error.response.availableIn)
    throw error
  }
}

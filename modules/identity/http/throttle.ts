import { createHash } from 'node:crypto'
import limiter from '@adonisjs/limiter/services/main'
import { errors as limiterErrors } from '@adonisjs/limiter'
import { consumeOrRefuse, DomainError, tooMany } from '#modules/kernel/index'

const accountLimit = () => limiter.use({ requests: 5, duration: '15 mins', blockDuration: '15 mins' })
const ipLimit = () => limiter.use({ requests: 50, duration: '15 mins', blockDuration: '15 mins' })

const digest = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32)

const tooManyAttempts = (seconds: number) => tooMany('percobaan masuk', seconds)

/**
 * Verifies credentials under two limits: 5 failures per account (a success resets it) and 50
 * failures per IP (never reset by a success, so an attacker's own account cannot clear it).
 */
export async function verifyThrottled<T>(email: string, ip: string, verify: () => Promise<T>): Promise<T> {
  const ipKey = `login_ip_${digest(ip)}`
  if (await ipLimit().isBlocked(ipKey)) throw tooManyAttempts(await ipLimit().availableIn(ipKey))
  try {
    const [throttled, result] = await accountLimit().penalize(`login_${digest(email)}`, verify)
    if (throttled) throw throttled
    return result
  } catch (error) {
    if (error instanceof limiterErrors.E_TOO_MANY_REQUESTS) throw tooManyAttempts(error.response.availableIn)
    if ((error as { code?: string }).code === 'E_INVALID_CREDENTIALS') {
      await ipLimit().increment(ipKey)
      throw new DomainError(401, 'Email atau kata sandi salah')
    }
    throw error
  }
}

/** Self-registration per IP and hour (each one costs a scrypt hash and an account). */
export function throttleRegistration(ip: string) {
  const perHour = Number(process.env.REGISTER_LIMIT_PER_HOUR ?? 30)
  return consumeOrRefuse(`register_ip_${digest(ip)}`, perHour, '1 hour', 'pendaftaran dari alamat ini')
}

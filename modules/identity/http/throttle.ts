import { createHash, randomUUID } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import limiter from '@adonisjs/limiter/services/main'
import { identitySettings as env } from '../settings.js'
import { consumeOrRefuse, DomainError, tooMany } from '#modules/kernel/index'
import { backoffSeconds, FAILURE_MEMORY_SECONDS } from '../domain/login-backoff.js'

export const digest = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32)

/** Failures per IP over all accounts (credential stuffing); known devices are exempt. */
const ipLimit = () => limiter.use({ requests: env.get('LOGIN_FAILURES_PER_IP') ?? 50, duration: '15 mins', blockDuration: '15 mins' })

const KNOWN_DEVICE_COOKIE = 'telerawat_device'
const KNOWN_DEVICE_ACCOUNTS = 5

/** 429 with Retry-After, e.g. "Terlalu banyak percobaan masuk. Coba lagi dalam 1 menit." */
function refuseFor(ctx: HttpContext, seconds: number) {
  const wait = Math.max(1, Math.ceil(seconds))
  ctx.response.header('Retry-After', String(wait))
  return tooMany('identity.too_many_logins', wait)
}

type DeviceCookie = { id: string; accounts: string[] }

/** This browser's id and the accounts it signed in to before (a signed cookie: it cannot be forged). */
function deviceOf(ctx: HttpContext): DeviceCookie | null {
  const value = ctx.request.cookie(KNOWN_DEVICE_COOKIE) as Partial<DeviceCookie> | null
  if (!value || typeof value.id !== 'string' || !Array.isArray(value.accounts)) return null
  return { id: value.id, accounts: value.accounts.filter((a): a is string => typeof a === 'string') }
}

/** Remembers the account on this browser for 180 days: its later sign-ins are keyed by the device. */
export function rememberDevice(ctx: HttpContext, email: string) {
  const device = deviceOf(ctx) ?? { id: randomUUID(), accounts: [] }
  const account = digest(email)
  const accounts = [account, ...device.accounts.filter((a) => a !== account)].slice(0, KNOWN_DEVICE_ACCOUNTS)
  ctx.response.cookie(
    KNOWN_DEVICE_COOKIE,
    { id: device.id, accounts },
    { maxAge: '180d', httpOnly: true, sameSite: 'lax', path: '/api/login' }
  )
}

async function blockedFor(pairKey: string): Promise<number> {
  const row = await db
    .from('login_backoff')
    .where('pair_key', pairKey)
    .where('blocked_until', '>', db.raw('now()'))
    .select(db.raw('extract(epoch from blocked_until - now()) AS seconds'))
    .first()
  return row ? Number(row.seconds) : 0
}

async function recordFailure(pairKey: string) {
  const { rows } = await db.rawQuery(
    `INSERT INTO login_backoff AS b (pair_key, failures, updated_at) VALUES (?, 1, now())
     ON CONFLICT (pair_key) DO UPDATE SET updated_at = now(),
       failures = CASE WHEN b.updated_at < now() - make_interval(secs => ?) THEN 1 ELSE b.failures + 1 END
     RETURNING failures`,
    [pairKey, FAILURE_MEMORY_SECONDS]
  )
  const wait = backoffSeconds(Number(rows[0].failures))
  if (wait > 0) {
    await db.rawQuery(`UPDATE login_backoff SET blocked_until = now() + make_interval(secs => ?) WHERE pair_key = ?`, [wait, pairKey])
  }
}

/**
 * Verifies credentials with back-off per (account, client) pair, where the client is this
 * browser when it signed in to the account before, else the IP (docs/security.md). Another IP's
 * failures therefore never slow the owner down; a per-IP cap bounds guessing across accounts.
 */
export async function verifyThrottled<T>(ctx: HttpContext, email: string, verify: () => Promise<T>): Promise<T> {
  const ip = ctx.request.ip()
  const device = deviceOf(ctx)
  const knownDevice = device !== null && device.accounts.includes(digest(email))
  const client = knownDevice ? `device:${device.id}` : `ip:${ip}`
  const pairKey = `${digest(email)}:${digest(client)}`
  const ipKey = `login_ip_${digest(ip)}`

  const pairWait = await blockedFor(pairKey)
  if (pairWait > 0) throw refuseFor(ctx, pairWait)
  if (!knownDevice && (await ipLimit().isBlocked(ipKey))) throw refuseFor(ctx, await ipLimit().availableIn(ipKey))
  try {
    const result = await verify()
    await db.from('login_backoff').where('pair_key', pairKey).delete()
    return result
  } catch (error) {
    if ((error as { code?: string }).code !== 'E_INVALID_CREDENTIALS') throw error
    await recordFailure(pairKey)
    if (!knownDevice) await ipLimit().increment(ipKey)
    throw new DomainError(401, 'identity.wrong_credentials')
  }
}

/** Self-registration per IP and hour (each one costs a scrypt hash and an account). */
export function throttleRegistration(ip: string) {
  const perHour = env.get('REGISTER_LIMIT_PER_HOUR') ?? 30
  return consumeOrRefuse(`register_ip_${digest(ip)}`, perHour, '1 hour', 'identity.too_many_registrations')
}

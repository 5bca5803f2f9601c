/** One-time e-mail links (reset, e-mail verification, invitation): lifetimes and the redeem rule. */

export const tokenPurposes = ['RESET', 'VERIFY_EMAIL', 'INVITE'] as const
export type TokenPurpose = (typeof tokenPurposes)[number]

const MINUTE = 60_000
/** How long a link works after it was sent. */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  RESET: 30 * MINUTE,
  VERIFY_EMAIL: 48 * 60 * MINUTE,
  INVITE: 7 * 24 * 60 * MINUTE,
}

export function tokenExpiry(purpose: TokenPurpose, now: Date): Date {
  return new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose])
}

export interface StoredToken {
  purpose: TokenPurpose
  email: string
  expiresAt: Date
  usedAt: Date | null
}

export interface TokenOwner {
  email: string
  status: string
  anonymised: boolean
}

export type TokenProblem = 'unknown' | 'wrong_purpose' | 'used' | 'expired' | 'account_changed'

/**
 * Whether a presented token may be redeemed for one of `purposes` now. Every refusal reads the
 * same to the user ("link invalid or expired"); the reason is for tests and logs.
 */
export function tokenProblem(
  token: StoredToken | null,
  owner: TokenOwner | null,
  purposes: readonly TokenPurpose[],
  now: Date
): TokenProblem | null {
  if (!token || !owner) return 'unknown'
  if (!purposes.includes(token.purpose)) return 'wrong_purpose'
  if (token.usedAt) return 'used'
  if (token.expiresAt.getTime() <= now.getTime()) return 'expired'
  // sent to an address the account no longer has, or to an account that was closed since
  if (token.email !== owner.email || owner.status !== 'ACTIVE' || owner.anonymised) return 'account_changed'
  return null
}

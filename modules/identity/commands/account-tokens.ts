import { createHash, randomBytes } from 'node:crypto'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DomainError } from '#modules/kernel/index'
import { tokenExpiry, tokenProblem, type TokenPurpose } from '../domain/account-tokens.js'

/** The stored form of a token: its SHA-256 (the token itself travels only in the e-mail). */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * A new 32-byte random token for the user, valid for its purpose's lifetime. Earlier unused
 * tokens of the same purpose stop working: only the newest link does.
 */
export async function issueToken(trx: TransactionClientContract, user: { id: string; email: string }, purpose: TokenPurpose) {
  const token = randomBytes(32).toString('base64url')
  const now = new Date()
  await trx.from('account_tokens').where({ user_id: user.id, purpose }).whereNull('used_at').update({ used_at: now })
  const [row] = await trx
    .table('account_tokens')
    .insert({
      user_id: user.id,
      purpose,
      token_hash: hashToken(token),
      email: user.email,
      created_at: now,
      expires_at: tokenExpiry(purpose, now),
    })
    .returning('id')
  return { token, tokenId: row.id as string }
}

export const invalidToken = () =>
  new DomainError(422, 'identity.token_invalid', [{ field: 'token', message: 'identity.token_invalid_field' }])

/**
 * Marks the token used and returns its row with its user (locked), or 422 on `token` when it is
 * unknown, of another purpose, used, expired, or its account changed since it was sent.
 */
export async function redeemToken(trx: TransactionClientContract, token: string, purposes: readonly TokenPurpose[]) {
  const row = await trx.from('account_tokens').where('token_hash', hashToken(token)).forUpdate().first()
  const user = row ? await trx.from('users').where('id', row.user_id).forUpdate().first() : null
  const problem = tokenProblem(
    row && { purpose: row.purpose, email: row.email, expiresAt: new Date(row.expires_at), usedAt: row.used_at },
    user && { email: user.email, status: user.status, anonymised: user.anonymised_at !== null },
    purposes,
    new Date()
  )
  if (problem) throw invalidToken()
  await trx.from('account_tokens').where('id', row.id).update({ used_at: new Date() })
  return { purpose: row.purpose as TokenPurpose, user: user as Record<string, any> & { id: string; email: string } }
}

import type { Role } from '../contracts/roles.js'
import type { Decision } from './account-rules.js'

/** What the verification rules need to know of the target account. */
export interface VerificationTarget {
  role: Role
  strNumber: string | null
  verifiedAt: string | Date | null
}

/**
 * An admin verifies a provider after checking the STR (Surat Tanda Registrasi) they entered.
 * Without a number there is nothing to check; verifying twice changes nothing (see `isVerified`).
 */
export function canVerifyProvider(target: VerificationTarget): Decision {
  if (target.role !== 'PROVIDER') {
    return { ok: false, status: 422, message: 'identity.verify_only_providers' }
  }
  if (!target.strNumber) {
    return { ok: false, status: 422, message: 'identity.str_missing' }
  }
  return { ok: true }
}

/** A changed STR number is a new claim: an earlier verification no longer covers it. */
export function strChangeRevokesVerification(target: VerificationTarget, nextStrNumber: string): boolean {
  return target.verifiedAt !== null && target.strNumber !== nextStrNumber
}

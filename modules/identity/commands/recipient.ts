import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Role } from '../contracts/roles.js'
import type { Recipient } from './account-mails.js'

/** Who an account mail greets: the patient's or provider's profile name, else the account's. */
export async function recipientOf(
  trx: TransactionClientContract,
  user: { id: string; email: string; role: Role; full_name?: string | null }
): Promise<Recipient> {
  let name = user.full_name ?? null
  if (user.role === 'PATIENT') name = (await trx.from('patient_profiles').where('user_id', user.id).first())?.full_name ?? name
  if (user.role === 'PROVIDER') name = (await trx.from('provider_profiles').where('user_id', user.id).first())?.display_name ?? name
  return { id: user.id, email: user.email, role: user.role, name: name ?? user.email }
}

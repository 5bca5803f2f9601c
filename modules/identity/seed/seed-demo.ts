import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { registerUser } from '../commands/register-user.js'
import { demoAccounts } from './demo-accounts.js'

/** Seeds the demo accounts when no user exists yet; returns what was created (empty when skipped). */
export async function seedDemoAccounts() {
  const existing = await db.from('users').count('* as total').first()
  if (Number(existing?.total ?? 0) > 0) return []
  for (const { fee, patient, ...input } of demoAccounts) {
    const { userId } = await registerUser(input, { actor: null, correlationId: `seed-${randomUUID()}` })
    if (fee) await db.from('provider_profiles').where('user_id', userId).update({ consultation_fee: fee })
    if (patient) await db.from('patient_profiles').where('user_id', userId).update(patient)
  }
  return demoAccounts.map((a) => ({ email: a.email, password: a.password, role: a.role }))
}

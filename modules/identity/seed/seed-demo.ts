import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { registerUser } from '../commands/register-user.js'
import { verifyProvider } from '../commands/verify-provider.js'
import { demoAccounts } from './demo-accounts.js'

/** Seeds the demo accounts when no user exists yet; returns what was created (empty when skipped). */
export async function seedDemoAccounts() {
  const existing = await db.from('users').count('* as total').first()
  if (Number(existing?.total ?? 0) > 0) return []
  const created = []
  let admin: { userId: string; role: 'ADMIN' } | null = null
  for (const { fee, patient, ...input } of demoAccounts) {
    const correlationId = `seed-${randomUUID()}`
    const { userId } = await registerUser(input, { actor: null, correlationId }, { emailVerified: true })
    if (input.role === 'ADMIN') admin ??= { userId, role: 'ADMIN' }
    // The demo providers are bookable: the demo admin verified their (demo) STR numbers.
    if (input.role === 'PROVIDER' && admin) await verifyProvider(userId, { actor: admin, correlationId })
    if (fee) await db.from('provider_profiles').where('user_id', userId).update({ consultation_fee: fee })
    if (patient) await db.from('patient_profiles').where('user_id', userId).update(patient)
    created.push({ userId, email: input.email, password: input.password, role: input.role })
  }
  return created
}

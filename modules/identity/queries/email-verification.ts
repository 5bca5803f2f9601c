import db from '@adonisjs/lucid/services/db'
import { DomainError } from '#modules/kernel/index'

/**
 * Booking needs a verified e-mail (reminders and links go there): 403 with a text that tells
 * the patient how to verify. Read from the database, not a cache: a verification just made must count.
 */
export async function assertEmailVerified(userId: string) {
  const user = await db.from('users').where('id', userId).select('email_verified_at').first()
  if (!user?.email_verified_at) throw new DomainError(403, 'identity.email_not_verified')
}

import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/**
 * Booking needs a verified e-mail (reminders and links go there; scheduling refuses with
 * identity.email_not_verified). Read from the database, not a cache: a verification just made must count. */
export async function isEmailVerified(userId: string, client: QueryClientContract = db.connection()) {
  const user = await client.from('users').where('id', userId).select('email_verified_at').first()
  return Boolean(user?.email_verified_at)
}

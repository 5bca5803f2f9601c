import pg from 'pg'

/**
 * Test-only shortcut for suites that book providers: marks a provider verified in the database the
 * test run uses (DATABASE_URL), as the admin's "Verifikasi" would. The admin action itself, its
 * event and read model are covered by modules/identity/tests/provider-verification.int.spec.ts.
 */
let pool: pg.Pool | null = null

function testPool() {
  if (!pool) {
    pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2, idleTimeoutMillis: 1000, allowExitOnIdle: true })
    // An idle connection ended by a PostgreSQL restart (the restart fault suite) must not crash the test run.
    pool.on('error', () => {})
  }
  return pool
}

export async function markProviderVerified(userId: string) {
  await testPool().query(
    `UPDATE provider_profiles SET verified_at = now(), verified_by = user_id, str_number = COALESCE(str_number, 'UJI-' || left(id::text, 8))
      WHERE user_id = $1 AND verified_at IS NULL`,
    [userId]
  )
}

/** Register payloads of providers that must stay unverified (the fixture's auto-verification skips them). */
export const unverifiedPayloads = new WeakSet<object>()

/**
 * Test-only shortcut for suites that book: marks the account's e-mail verified, as following the
 * verification link would. The link itself is covered by modules/identity/tests/passwords.int.spec.ts
 * and client/tests/account.e2e.spec.ts.
 */
export async function markEmailVerified(userId: string) {
  await testPool().query(`UPDATE users SET email_verified_at = now() WHERE id = $1 AND email_verified_at IS NULL`, [userId])
}

/** Register payloads whose e-mail must stay unverified (the fixture's auto-verification skips them). */
export const unverifiedEmailPayloads = new WeakSet<object>()

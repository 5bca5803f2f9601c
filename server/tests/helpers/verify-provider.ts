import pg from 'pg'

/**
 * Test-only shortcut for suites that book providers: marks a provider verified in the database the
 * test run uses (DATABASE_URL), as the admin's "Verifikasi" would. The admin action itself, its
 * event and read model are covered by modules/identity/tests/provider-verification.int.spec.ts.
 */
let pool: pg.Pool | null = null

export async function markProviderVerified(userId: string) {
  if (!pool) {
    pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2, idleTimeoutMillis: 1000, allowExitOnIdle: true })
    // An idle connection ended by a PostgreSQL restart (the restart fault suite) must not crash the test run.
    pool.on('error', () => {})
  }
  await pool.query(
    `UPDATE provider_profiles SET verified_at = now(), verified_by = user_id, str_number = COALESCE(str_number, 'UJI-' || left(id::text, 8))
      WHERE user_id = $1 AND verified_at IS NULL`,
    [userId]
  )
}

/** Register payloads of providers that must stay unverified (the fixture's auto-verification skips them). */
export const unverifiedPayloads = new WeakSet<object>()

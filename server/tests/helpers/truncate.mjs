/**
 * Empties every application table but the terminology catalogue (reference data loaded by a
 * migration, like the schema itself; modules/terminology/db/migrations). The app under test keeps its background workers running
 * (relay, consumers, reminders), so TRUNCATE can meet one of them in a lock cycle and be chosen
 * as the deadlock victim; PostgreSQL rolled it back entirely, so running it again is safe.
 * @param {(sql: string) => Promise<{ rows: any[] }>} query
 */
export async function truncateAppTables(query, attempts = 8) {
  const { rows } = await query(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename NOT LIKE 'adonis\\_schema%' AND tablename NOT LIKE 'terminology\\_%'`
  )
  if (rows.length === 0) return
  const sql = `TRUNCATE ${rows.map((r) => `"${r.tablename}"`).join(', ')} RESTART IDENTITY CASCADE`
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await query(sql)
      // every node forgets the dashboards it keeps from the emptied read models (events/read-model-changes.ts)
      // (tables outside the projections announce their own TRUNCATE by trigger)
      for (const source of ['scheduling.appointment-views', 'notification.in-app', 'messaging.conversation-list'])
        await query(`SELECT pg_notify('telerawat_read_models', '${source} *')`)
      return result
    } catch (error) {
      const retryable = error?.code === '40P01' || error?.code === '55P03' // deadlock_detected, lock_not_available
      if (!retryable || attempt >= attempts) throw error
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt))
    }
  }
}

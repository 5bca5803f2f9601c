import type { AdminUserFilter } from '../contracts/admin-user-dto.js'
import { adminUserRowsAfter } from './admin-users.js'

/** Rows read per query: the export holds one batch in memory, whatever the clinic's size. */
export const USER_EXPORT_BATCH_SIZE = 500

/**
 * The filtered user list in keyset batches, newest first (the list screen's order and filters).
 * Lazy: the next batch is read only when the consumer (the CSV stream) asks for more.
 */
export async function* adminUserExportBatches(search: string, filter: AdminUserFilter, batchSize = USER_EXPORT_BATCH_SIZE) {
  let after: [string, string] | null = null
  for (;;) {
    const rows = await adminUserRowsAfter(search, filter, after, batchSize)
    if (rows.length > 0) yield rows
    if (rows.length < batchSize) return
    const last = rows[rows.length - 1]
    after = [last.k_created, last.user_id]
  }
}

import { randomUUID } from 'node:crypto'
import { Readable, pipeline } from 'node:stream'
import db from '@adonisjs/lucid/services/db'
import { stringify } from 'csv-stringify'
import { appendEvents } from '#events/outbox'
import { AdminUsersExportedV1 } from '#events/identity/admin-users-exported'
import type { CommandContext } from '#modules/kernel/index'
import type { AdminUserFilter } from '../contracts/admin-user-dto.js'
import { exportedUserRecord, USER_EXPORT_COLUMNS } from '../domain/user-export.js'
import { adminUserExportBatches } from '../queries/admin-users-export.js'

export interface UserExportRequest {
  search: string
  filter: AdminUserFilter
  timeZone: string
}

/**
 * 'Ekspor': the filtered user list as a CSV stream (BOM for Excel, formulas escaped), read in
 * keyset batches as the client downloads. When the last row is read, AdminUsersExported is
 * appended (the audit trail: who, which filter, how many rows); a download the client abandons
 * stops the reading and records nothing.
 */
export function exportUsersCsv(request: UserExportRequest, ctx: CommandContext): Readable {
  const exportedBy = ctx.actor!.userId
  async function* records() {
    let rowCount = 0
    for await (const batch of adminUserExportBatches(request.search, request.filter)) {
      for (const row of batch) yield exportedUserRecord(row, request.timeZone)
      rowCount += batch.length
    }
    await recordExport(request, rowCount, exportedBy, ctx)
  }
  // a cell with ';' is quoted too: spreadsheets in Indonesian locales split on ';', and '=1+1' after it would be a formula (issue 24)
  const csv = stringify({ bom: true, header: true, columns: [...USER_EXPORT_COLUMNS], escape_formulas: true, quoted_match: /[;\t]/ })
  // pipeline destroys the source (ending the batches) when the response is closed early
  pipeline(Readable.from(records()), csv, () => {})
  return csv
}

async function recordExport(request: UserExportRequest, rowCount: number, exportedBy: string, ctx: CommandContext) {
  const exportId = randomUUID()
  const event = AdminUsersExportedV1.create(exportId, {
    exportId,
    exportedBy,
    filter: request.filter,
    search: request.search,
    rowCount,
    exportedAt: new Date().toISOString(),
  })
  await db.transaction((trx) => appendEvents(trx, [event], { actorId: exportedBy, correlationId: ctx.correlationId }))
}

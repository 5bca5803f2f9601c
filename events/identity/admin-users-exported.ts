import { z } from 'zod'
import { defineEvent } from '../define-event.js'

/**
 * An admin downloaded the user list as CSV ('Ekspor'): the audit trail of who took which rows.
 * Appended once the last row was read (an export cut short by the client is not recorded).
 */
export const AdminUsersExportedV1 = defineEvent({
  type: 'AdminUsersExported',
  version: 1,
  module: 'identity',
  aggregateType: 'user_export',
  schema: z.object({
    exportId: z.uuid(),
    exportedBy: z.uuid(),
    // 'unverified' added with the admin's 'Menunggu verifikasi' filter (issue 25): a widening, every stored event still parses
    filter: z.enum(['all', 'patients', 'providers', 'unverified', 'suspended']),
    search: z.string(),
    rowCount: z.number().int().nonnegative(),
    exportedAt: z.iso.datetime({ offset: true }),
  }),
})
export type AdminUsersExported = z.infer<typeof AdminUsersExportedV1.schema>

import { z } from 'zod'
import { adminUserFilters } from './admin-user-dto.js'

/** GET /api/admin/users[/page]: the search box and the filter of the admin's user list. */
export const adminUserSearchRequestSchema = z.object({
  search: z.string().trim().max(200, 'validation.search.tooLong').optional().default(''),
  filter: z.enum(adminUserFilters).optional().default('all'),
})

export type AdminUserSearchRequestInput = z.input<typeof adminUserSearchRequestSchema>

import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { waitForPosition } from '#events/read-your-writes'
import { commandContext, exposePosition, minPosition, pageRequest, parseBody, sendArrayPage } from '#modules/kernel/index'
import { appOrigin } from '#modules/kernel/index'
import { changeUserEmail } from '../commands/change-user-email.js'
import { setUserStatus } from '../commands/set-user-status.js'
import { deleteUser } from '../commands/delete-user.js'
import { verifyProvider } from '../commands/verify-provider.js'
import { inviteUser } from '../commands/invite-user.js'
import { inviteUserRequestSchema } from '../contracts/invite-user-request.js'
import { adminUserStats, pageAdminUsers } from '../queries/admin-users.js'
import { ADMIN_USERS_CONSUMER } from '../projections/admin-users.js'
import { getUserWithProfile } from '../queries/current-user.js'
import { adminUserSearchRequestSchema } from '../contracts/admin-user-search-request.js'
import { adminUserUpdateRequestSchema } from '../contracts/admin-user-update-request.js'
import { uuidParam } from './schemas.js'

/** Default page of the admin table (?limit= up to MAX_PAGE_SIZE); docs/api-paging.md. */
export const ADMIN_USERS_DEFAULT_LIMIT = 50

async function usersPage(ctx: HttpContext) {
  const qs = ctx.request.qs()
  const { search, filter } = parseBody(adminUserSearchRequestSchema, qs)
  const page = pageRequest(qs, ADMIN_USERS_DEFAULT_LIMIT)
  await waitForPosition(db.connection(), ADMIN_USERS_CONSUMER, minPosition(ctx))
  return pageAdminUsers(search, filter, page)
}

export default class AdminController {
  /** GET /api/admin/users (spec path): one page as an array, the next announced in `Link`. */
  async index(ctx: HttpContext) {
    return sendArrayPage(ctx, await usersPage(ctx))
  }

  /** GET /api/admin/users/page: the same page as { items, nextCursor }. */
  async page(ctx: HttpContext) {
    return usersPage(ctx)
  }

  /** POST /api/admin/users: "Tambah Pengguna" creates a provider or admin account and mails its invitation. */
  async invite(ctx: HttpContext) {
    const input = parseBody(inviteUserRequestSchema, ctx.request.body())
    const { userId, position } = await inviteUser(input, appOrigin(), commandContext(ctx))
    exposePosition(ctx, position)
    return ctx.response.status(201).send({ ...(await getUserWithProfile(userId)), position })
  }

  async stats(ctx: HttpContext) {
    await waitForPosition(db.connection(), ADMIN_USERS_CONSUMER, minPosition(ctx))
    return adminUserStats()
  }

  async update(ctx: HttpContext) {
    const userId = uuidParam.parse(ctx.params.id)
    const input = parseBody(adminUserUpdateRequestSchema, ctx.request.body())
    const context = commandContext(ctx)
    const { position } = input.email
      ? await changeUserEmail(userId, input.email, context)
      : await setUserStatus(userId, input.status!, context)
    exposePosition(ctx, position)
    return { ...(await getUserWithProfile(userId)), position }
  }

  /** POST /api/admin/users/:id/verify: "Verifikasi" of a provider's STR number. */
  async verify(ctx: HttpContext) {
    const userId = uuidParam.parse(ctx.params.id)
    const { position } = await verifyProvider(userId, commandContext(ctx))
    exposePosition(ctx, position)
    return { ...(await getUserWithProfile(userId)), position }
  }

  async destroy(ctx: HttpContext) {
    const userId = uuidParam.parse(ctx.params.id)
    const { position, anonymised } = await deleteUser(userId, commandContext(ctx))
    exposePosition(ctx, position)
    return {
      message: ctx.i18n.t(anonymised ? 'identity.user_anonymised' : 'identity.user_deleted'),
      anonymised,
      position,
    }
  }
}

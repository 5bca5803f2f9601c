import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { waitForPosition } from '#events/read-your-writes'
import { commandContext, exposePosition, minPosition, parseBody } from '#modules/kernel/index'
import { changeUserEmail } from '../commands/change-user-email.js'
import { setUserStatus } from '../commands/set-user-status.js'
import { deleteUser } from '../commands/delete-user.js'
import { adminUserStats, listAdminUsers } from '../queries/admin-users.js'
import { ADMIN_USERS_CONSUMER } from '../projections/admin-users.js'
import { getUserWithProfile } from '../queries/current-user.js'
import { adminListSchema, adminUpdateSchema, uuidParam } from './schemas.js'

export default class AdminController {
  async index(ctx: HttpContext) {
    const { search, filter } = parseBody(adminListSchema, ctx.request.qs())
    await waitForPosition(db.connection(), ADMIN_USERS_CONSUMER, minPosition(ctx))
    return listAdminUsers(search, filter)
  }

  async stats(ctx: HttpContext) {
    await waitForPosition(db.connection(), ADMIN_USERS_CONSUMER, minPosition(ctx))
    return adminUserStats()
  }

  async update(ctx: HttpContext) {
    const userId = uuidParam.parse(ctx.params.id)
    const input = parseBody(adminUpdateSchema, ctx.request.body())
    const context = commandContext(ctx)
    const { position } = input.email
      ? await changeUserEmail(userId, input.email, context)
      : await setUserStatus(userId, input.status!, context)
    exposePosition(ctx, position)
    return { ...(await getUserWithProfile(userId)), position }
  }

  async destroy(ctx: HttpContext) {
    const userId = uuidParam.parse(ctx.params.id)
    const { position, anonymised } = await deleteUser(userId, commandContext(ctx))
    exposePosition(ctx, position)
    return {
      message: anonymised
        ? 'Akun dinonaktifkan dan dianonimkan; rekam medis tetap disimpan sesuai ketentuan.'
        : 'Pengguna berhasil dihapus',
      anonymised,
      position,
    }
  }
}

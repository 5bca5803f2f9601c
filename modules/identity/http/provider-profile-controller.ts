import type { HttpContext } from '@adonisjs/core/http'
import { commandContext, currentUser, exposePosition, parseBody } from '#modules/kernel/index'
import { setStrNumber } from '../commands/set-str-number.js'
import { getUserWithProfile } from '../queries/current-user.js'
import { providerProfileRequestSchema } from '../contracts/provider-profile-request.js'

/** PATCH /api/provider/profile: the signed-in provider enters their STR number (verified or not). */
export default class ProviderProfileController {
  async update(ctx: HttpContext) {
    const { strNumber } = parseBody(providerProfileRequestSchema, ctx.request.body())
    const userId = currentUser(ctx).id
    const { position } = await setStrNumber(userId, strNumber, commandContext(ctx))
    exposePosition(ctx, position)
    return { ...(await getUserWithProfile(userId)), position }
  }
}

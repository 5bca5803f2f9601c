import type { HttpContext } from '@adonisjs/core/http'
import { commandContext, currentUser, exposePosition, parseBody } from '#modules/kernel/index'
import { updatePatientProfile } from '../commands/update-patient-profile.js'
import { updateProviderProfile } from '../commands/update-provider-profile.js'
import { patientProfilePatchSchema } from '../contracts/patient-profile-request.js'
import { providerOwnProfilePatchSchema } from '../contracts/provider-own-profile-request.js'
import { getOwnProfile } from '../queries/own-profile.js'

/** GET/PATCH /api/profile: the signed-in patient's or provider's own profile (the route refuses admins). */
export default class ProfileController {
  async show(ctx: HttpContext) {
    return getOwnProfile(currentUser(ctx))
  }

  async update(ctx: HttpContext) {
    const user = currentUser(ctx)
    const { profile, position } =
      user.role === 'PATIENT'
        ? await updatePatientProfile(user.id, parseBody(patientProfilePatchSchema, ctx.request.body()), commandContext(ctx))
        : await updateProviderProfile(user.id, parseBody(providerOwnProfilePatchSchema, ctx.request.body()), commandContext(ctx))
    exposePosition(ctx, position)
    return profile
  }
}

import type { HttpContext } from '@adonisjs/core/http'
import { z } from 'zod'
import { currentUser, DomainError } from '#modules/kernel/index'
import { appointmentRoomAccess } from '#modules/scheduling/index'
import type { IceServersDto } from '../contracts/call.js'
import { iceServersFor } from '../domain/ice-servers.js'
import { callSettings } from '../settings.js'

const idParam = z.uuid({ message: 'ID tidak valid' })

export default class IceServersController {
  /**
   * GET /api/consultations/:appointmentId/ice-servers: STUN and TURN for this participant while the
   * room is open, TURN credentials minted for this user and appointment (never a static password).
   */
  async show(ctx: HttpContext) {
    const appointmentId = idParam.parse(ctx.params.appointmentId)
    const user = currentUser(ctx)
    const access = await appointmentRoomAccess(appointmentId, user.id)
    // the room's own rule (participants, join window, verification): 404 for strangers, 409 outside the window
    if (!access.ok) throw new DomainError(access.code === 'scheduling.room_not_found' ? 404 : 409, access.code)
    const config = {
      stunUrls: callSettings.stunUrls(),
      turnUrls: callSettings.turnUrls(),
      secret: callSettings.turnSecret(),
      ttlSeconds: callSettings.credentialTtlSeconds(),
    }
    const answer: IceServersDto = iceServersFor(config, user.id, appointmentId, new Date())
    ctx.response.header('Cache-Control', 'no-store')
    return answer
  }
}

import type { HttpContext } from '@adonisjs/core/http'
import { DomainError, pageRequest, type PageRequest } from '#modules/kernel/index'
import type { Decision, Relation, Viewer } from '../domain/access.js'
import type { RecordsActor } from '../queries/actor.js'
import { relationTo } from '../queries/relation.js'
import { readingActorOf } from './actor.js'
import { uuidParam } from './schemas.js'

export interface PatientListRequest {
  patientId: string
  actor: RecordsActor
  page: PageRequest
}

/**
 * The common head of a patient's lists (/api/patients/:patientId/…): the id, the page asked
 * (`?limit=`, `?cursor=`) and the actor, refused unless `rule` allows them this patient.
 */
export async function patientListRequest(
  ctx: HttpContext,
  defaultLimit: number,
  rule: (viewer: Viewer, relation: Relation) => Decision
): Promise<PatientListRequest> {
  const patientId = uuidParam.parse(ctx.params.patientId)
  const page = pageRequest(ctx.request.qs(), defaultLimit)
  const actor = await readingActorOf(ctx)
  const decision = rule(actor, await relationTo(actor, patientId))
  if (!decision.ok) throw new DomainError(decision.status, decision.message)
  return { patientId, actor, page }
}

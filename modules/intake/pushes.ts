import type { EventEnvelope } from '#events/envelope'
import type { EventPushes, ModulePush } from '#modules/kernel/index'
import type { IntakeSubmittedPush } from './contracts/intake-pushes.js'

/**
 * A new intake version reaches the provider's open screens (waiting room, consultation screen) at
 * once: their intake query refetches. Ids only, never the answers. Pure, so it is unit-tested.
 */
export function intakePushesFor(event: EventEnvelope<any>): ModulePush[] {
  if (event.type !== 'IntakeSubmitted') return []
  const p = event.payload
  const data = { appointmentId: p.appointmentId, version: p.version, position: event.position } satisfies IntakeSubmittedPush
  return [{ rooms: [`user:${p.providerUserId}`], event: 'intake.submitted', data }]
}

export const intakePushes: EventPushes = { types: ['IntakeSubmitted'], pushesFor: intakePushesFor }

import { z } from 'zod'
import { defineEvent } from '../define-event.js'

/** An operator cancelled a running replay; the projection keeps its live tables and catches up. */
export const ReplayCancelledV1 = defineEvent({
  type: 'ReplayCancelled',
  version: 1,
  module: 'operations',
  aggregateType: 'replay',
  schema: z.object({ replayId: z.uuid() }),
})
export type ReplayCancelled = z.infer<typeof ReplayCancelledV1.schema>

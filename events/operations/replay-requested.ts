import { z } from 'zod'
import { defineEvent } from '../define-event.js'

/** An operator started a rebuild of one projection or all of them from the operations page. */
export const ReplayRequestedV1 = defineEvent({
  type: 'ReplayRequested',
  version: 1,
  module: 'operations',
  aggregateType: 'replay',
  schema: z.object({ replayId: z.uuid(), consumers: z.array(z.string().min(1)), all: z.boolean() }),
})
export type ReplayRequested = z.infer<typeof ReplayRequestedV1.schema>

import { z } from 'zod'
import { defineEvent } from '../define-event.js'

/** An admin changed the clinic's run-time settings; `changes` holds the edited keys only. */
export const ClinicSettingsUpdatedV1 = defineEvent({
  type: 'ClinicSettingsUpdated',
  version: 1,
  module: 'clinic',
  aggregateType: 'clinic_settings',
  schema: z.object({
    version: z.number().int().positive(),
    changes: z.record(z.string(), z.unknown()),
    previous: z.record(z.string(), z.unknown()),
  }),
})
export type ClinicSettingsUpdated = z.infer<typeof ClinicSettingsUpdatedV1.schema>

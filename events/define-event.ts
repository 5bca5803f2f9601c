import type { z } from 'zod'
import type { NewEvent } from './envelope.js'

export interface EventDefinition<S extends z.ZodType = z.ZodType> {
  type: string
  version: number
  /** Owning module: decides the Kafka topic telerawat.<module>.v1 */
  module: string
  aggregateType: string
  schema: S
  /**
   * Payload fields holding patient data (issue 24): the admin event browser shows them redacted;
   * an admin reveals one event only with a stated reason, written to the patient's access trail.
   */
  sensitive?: readonly (keyof z.infer<S> & string)[]
  /** The patient profile id the payload concerns (whose access trail records a reveal), or null. */
  patientOf?: (payload: z.infer<S>) => string | null
  create(aggregateId: string, payload: z.infer<S>): NewEvent<z.infer<S>>
}

export function defineEvent<S extends z.ZodType>(def: {
  type: string
  version: number
  module: string
  aggregateType: string
  schema: S
  sensitive?: readonly (keyof z.infer<S> & string)[]
  patientOf?: (payload: z.infer<S>) => string | null
}): EventDefinition<S> {
  return {
    ...def,
    create: (aggregateId, payload) => ({ type: def.type, version: def.version, aggregateId, payload }),
  }
}

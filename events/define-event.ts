import type { z } from 'zod'
import type { NewEvent } from './envelope.js'

export interface EventDefinition<S extends z.ZodType = z.ZodType> {
  type: string
  version: number
  /** Owning module: decides the Kafka topic telerawat.<module>.v1 */
  module: string
  aggregateType: string
  schema: S
  create(aggregateId: string, payload: z.infer<S>): NewEvent<z.infer<S>>
}

export function defineEvent<S extends z.ZodType>(def: {
  type: string
  version: number
  module: string
  aggregateType: string
  schema: S
}): EventDefinition<S> {
  return {
    ...def,
    create: (aggregateId, payload) => ({ type: def.type, version: def.version, aggregateId, payload }),
  }
}

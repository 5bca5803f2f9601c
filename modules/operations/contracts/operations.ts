import { z } from 'zod'

/** Wire shapes of the operators' console (/admin/operasi, docs/operations.md). */

export const CONSUMER_STATES = ['live', 'replaying', 'paused', 'failing'] as const
export type ConsumerState = (typeof CONSUMER_STATES)[number]

export const consumerStatusDtoSchema = z.object({
  consumer: z.string(),
  modules: z.array(z.string()),
  lastPosition: z.string().describe('event_log position applied last (bigint as text)'),
  headPosition: z.string(),
  /** Events of its modules after its last position. */
  lag: z.number().int().describe('Events of its modules after its last position'),
  /** Age of the oldest event it has not applied yet (0 when caught up). */
  lagSeconds: z.number().describe('Age of the oldest event it has not applied yet (0 when caught up)'),
  /** Events applied per second over the last minute. */
  rate: z.number().describe('Events applied per second over the last minute'),
  state: z.enum(CONSUMER_STATES),
  /** Every dead letter it ever made, and those still open. */
  deadLetters: z.number().int(),
  openDeadLetters: z.number().int(),
  lastError: z.object({ message: z.string(), at: z.string() }).nullable(),
  replaying: z.boolean(),
})
export type ConsumerStatusDto = z.infer<typeof consumerStatusDtoSchema>

export const consumersDtoSchema = z.object({ transport: z.string(), consumers: z.array(consumerStatusDtoSchema) })
export type ConsumersDto = z.infer<typeof consumersDtoSchema>

export const outboxDtoSchema = z.object({
  unpublished: z.number().int(),
  oldestAgeSeconds: z.number().nullable(),
  headPosition: z.string(),
})
export type OutboxDto = z.infer<typeof outboxDtoSchema>

export const DEAD_LETTER_STATUSES = ['open', 'retried', 'discarded'] as const
export type DeadLetterStatus = (typeof DEAD_LETTER_STATUSES)[number]

export const deadLetterListSchema = z.object({
  consumer: z.string().max(120).optional(),
  type: z.string().max(120).optional(),
  status: z.enum([...DEAD_LETTER_STATUSES, 'all'], 'validation.operations.status').optional(),
  limit: z.string().optional(),
  cursor: z.string().optional(),
})

export const deadLetterDtoSchema = z.object({
  id: z.string(),
  consumer: z.string(),
  eventId: z.string().nullable(),
  eventType: z.string().nullable(),
  /** The first line of the error. */
  error: z.string().describe('The first line of the error'),
  attempts: z.number().int(),
  retries: z.number().int(),
  status: z.enum(DEAD_LETTER_STATUSES),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  reason: z.string().nullable(),
})
export type DeadLetterDto = z.infer<typeof deadLetterDtoSchema>

export const discardDeadLetterSchema = z.object({
  reason: z
    .string('validation.operations.reasonRequired')
    .trim()
    .min(3, 'validation.operations.reasonRequired')
    .max(500, 'validation.operations.reasonTooLong'),
})
export type DiscardDeadLetterRequest = z.infer<typeof discardDeadLetterSchema>

/** POST /api/admin/events/:id/reveal: why the operator needs the patient fields (audited, issue 24); as a discard's reason. */
export const revealEventSchema = discardDeadLetterSchema

export const retryAllSchema = z.object({
  consumer: z.string('validation.operations.consumerRequired').min(1, 'validation.operations.consumerRequired').max(120),
})
export type RetryAllRequest = z.infer<typeof retryAllSchema>

export const retryAllDtoSchema = z.object({ retried: z.number().int(), failed: z.number().int() })
export type RetryAllDto = z.infer<typeof retryAllDtoSchema>

export const startReplaySchema = z
  .object({ projection: z.string().min(1).max(120).optional(), all: z.literal(true).optional() })
  .refine((body) => (body.projection === undefined) !== (body.all === undefined), {
    message: 'validation.operations.projectionOrAll',
    path: ['projection'],
  })
export type StartReplayRequest = z.infer<typeof startReplaySchema>

export const REPLAY_STATES = ['running', 'done', 'failed', 'cancelled'] as const
export type ReplayState = (typeof REPLAY_STATES)[number]

export const replayDtoSchema = z.object({
  id: z.string(),
  state: z.enum(REPLAY_STATES),
  consumers: z.array(z.string()),
  all: z.boolean(),
  currentConsumer: z.string().nullable(),
  processed: z.number().int(),
  total: z.number().int(),
  eventsPerSecond: z.number(),
  /** Seconds left at the current rate; null while unknown. */
  etaSeconds: z.number().nullable().describe('Seconds left at the current rate; null while unknown'),
  cancelRequested: z.boolean(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
})
export type ReplayDto = z.infer<typeof replayDtoSchema>

export const eventSearchSchema = z.object({
  aggregateId: z.string().max(120).optional(),
  type: z.string().max(120).optional(),
  correlationId: z.string().max(120).optional(),
  from: z.iso.datetime({ offset: true, message: 'validation.operations.dateTime' }).optional(),
  to: z.iso.datetime({ offset: true, message: 'validation.operations.dateTime' }).optional(),
  limit: z.string().optional(),
  cursor: z.string().optional(),
})
export type EventSearch = z.infer<typeof eventSearchSchema>

export const DELIVERY_STATES = ['applied', 'dead-lettered', 'discarded', 'pending'] as const
export type DeliveryState = (typeof DELIVERY_STATES)[number]

export const eventLogRowDtoSchema = z.object({
  position: z.string(),
  id: z.string(),
  type: z.string(),
  version: z.number().int(),
  module: z.string(),
  aggregateType: z.string(),
  aggregateId: z.string(),
  payload: z.record(z.string(), z.unknown()),
  /** Payload fields holding patient data, shown as null until revealed with a reason (issue 24). */
  redactedFields: z.array(z.string()).describe('Payload fields holding patient data, shown as null until revealed with a reason'),
  actorId: z.string().nullable(),
  /** The server's id of the HTTP request that appended it. */
  correlationId: z.string().nullable().describe('The server’s id of the HTTP request that appended it'),
  causationId: z.string().nullable(),
  occurredAt: z.string(),
  /** When the relay handed it to the transport (Kafka or in-process); null = still in the outbox. */
  publishedAt: z.string().nullable().describe('When the relay handed it to the transport; null = still in the outbox'),
  deliveries: z.array(z.object({ consumer: z.string(), state: z.enum(DELIVERY_STATES), deadLetterId: z.string().nullable() })),
})
export type EventLogRowDto = z.infer<typeof eventLogRowDtoSchema>

export const deadLetterDetailDtoSchema = deadLetterDtoSchema.extend({
  fullError: z.string(),
  lastRetryError: z.string().nullable(),
  envelope: z.unknown(),
  /** The event as event_log holds it now (what Retry delivers), or null. */
  event: eventLogRowDtoSchema.nullable().describe('The event as event_log holds it now (what Retry delivers), or null'),
  resolvedBy: z.string().nullable(),
})
export type DeadLetterDetailDto = z.infer<typeof deadLetterDetailDtoSchema>

/** Pushed to the admin-only room `operations`. */
export interface OperationsPush {
  kind: 'dead-letter' | 'replay' | 'consumers'
  replay?: ReplayDto
  deadLetterId?: string
}

export const OPERATIONS_ROOM = 'operations'

import { z } from 'zod'

/** Wire shapes of the operators' console (/admin/operasi, docs/operations.md). */

export const CONSUMER_STATES = ['live', 'replaying', 'paused', 'failing'] as const
export type ConsumerState = (typeof CONSUMER_STATES)[number]

export interface ConsumerStatusDto {
  consumer: string
  modules: string[]
  lastPosition: string
  headPosition: string
  /** Events of its modules after its last position. */
  lag: number
  /** Age of the oldest event it has not applied yet (0 when caught up). */
  lagSeconds: number
  /** Events applied per second over the last minute. */
  rate: number
  state: ConsumerState
  /** Every dead letter it ever made, and those still open. */
  deadLetters: number
  openDeadLetters: number
  lastError: { message: string; at: string } | null
  replaying: boolean
}

export interface ConsumersDto {
  transport: string
  consumers: ConsumerStatusDto[]
}

export interface OutboxDto {
  unpublished: number
  oldestAgeSeconds: number | null
  headPosition: string
}

export const DEAD_LETTER_STATUSES = ['open', 'retried', 'discarded'] as const
export type DeadLetterStatus = (typeof DEAD_LETTER_STATUSES)[number]

export const deadLetterListSchema = z.object({
  consumer: z.string().max(120).optional(),
  type: z.string().max(120).optional(),
  status: z.enum([...DEAD_LETTER_STATUSES, 'all'], 'validation.operations.status').optional(),
  limit: z.string().optional(),
  cursor: z.string().optional(),
})

export interface DeadLetterDto {
  id: string
  consumer: string
  eventId: string | null
  eventType: string | null
  /** The first line of the error. */
  error: string
  attempts: number
  retries: number
  status: DeadLetterStatus
  createdAt: string
  resolvedAt: string | null
  reason: string | null
}

export interface DeadLetterDetailDto extends DeadLetterDto {
  fullError: string
  lastRetryError: string | null
  envelope: unknown
  /** The event as event_log holds it now (what Retry delivers), or null. */
  event: EventLogRowDto | null
  resolvedBy: string | null
}

export const discardDeadLetterSchema = z.object({
  reason: z
    .string('validation.operations.reasonRequired')
    .trim()
    .min(3, 'validation.operations.reasonRequired')
    .max(500, 'validation.operations.reasonTooLong'),
})
export type DiscardDeadLetterRequest = z.infer<typeof discardDeadLetterSchema>

export const retryAllSchema = z.object({
  consumer: z.string('validation.operations.consumerRequired').min(1, 'validation.operations.consumerRequired').max(120),
})
export type RetryAllRequest = z.infer<typeof retryAllSchema>

export interface RetryAllDto {
  retried: number
  failed: number
}

export const startReplaySchema = z
  .object({ projection: z.string().min(1).max(120).optional(), all: z.literal(true).optional() })
  .refine((body) => (body.projection === undefined) !== (body.all === undefined), {
    message: 'validation.operations.projectionOrAll',
    path: ['projection'],
  })
export type StartReplayRequest = z.infer<typeof startReplaySchema>

export const REPLAY_STATES = ['running', 'done', 'failed', 'cancelled'] as const
export type ReplayState = (typeof REPLAY_STATES)[number]

export interface ReplayDto {
  id: string
  state: ReplayState
  consumers: string[]
  all: boolean
  currentConsumer: string | null
  processed: number
  total: number
  eventsPerSecond: number
  /** Seconds left at the current rate; null while unknown. */
  etaSeconds: number | null
  cancelRequested: boolean
  error: string | null
  createdAt: string
  finishedAt: string | null
}

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

export type DeliveryState = 'applied' | 'dead-lettered' | 'discarded' | 'pending'

export interface EventLogRowDto {
  position: string
  id: string
  type: string
  version: number
  module: string
  aggregateType: string
  aggregateId: string
  payload: Record<string, unknown>
  actorId: string | null
  /** The server's id of the HTTP request that appended it. */
  correlationId: string | null
  causationId: string | null
  occurredAt: string
  /** When the relay handed it to the transport (Kafka or in-process); null = still in the outbox. */
  publishedAt: string | null
  deliveries: Array<{ consumer: string; state: DeliveryState; deadLetterId: string | null }>
}

/** Pushed to the admin-only room `operations`. */
export interface OperationsPush {
  kind: 'dead-letter' | 'replay' | 'consumers'
  replay?: ReplayDto
  deadLetterId?: string
}

export const OPERATIONS_ROOM = 'operations'

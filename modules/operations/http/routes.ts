import { z } from 'zod'
import { apiSchemas, route, pageOf, type ModuleRoutes } from '#modules/kernel/index'
import {
  consumerStatusDtoSchema,
  consumersDtoSchema,
  deadLetterDetailDtoSchema,
  deadLetterDtoSchema,
  deadLetterListSchema,
  discardDeadLetterSchema,
  eventLogRowDtoSchema,
  eventSearchSchema,
  outboxDtoSchema,
  replayDtoSchema,
  retryAllDtoSchema,
  retryAllSchema,
  revealEventSchema,
  startReplaySchema,
} from '../contracts/operations.js'

const OperationsController = () => import('./operations-controller.js')
const ReplaysController = () => import('./replays-controller.js')

const schemas = apiSchemas({
  ConsumerStatusDto: consumerStatusDtoSchema,
  ConsumersDto: consumersDtoSchema,
  OutboxDto: outboxDtoSchema,
  DeadLetterDto: deadLetterDtoSchema,
  EventLogRowDto: eventLogRowDtoSchema,
  DeadLetterDetailDto: deadLetterDetailDtoSchema,
  ReplayDto: replayDtoSchema,
  RetryAllDto: retryAllDtoSchema,
})
/** dead_letters ids are bigints (as text); another shape answers 404. */
const deadLetterId = z.object({ id: z.string().regex(/^\d{1,18}$/) })
/** replay_requests ids are uuids; another shape answers 404. */
const replayId = z.object({ id: z.uuid() })
const STARTING = 'Answers 503 (with Retry-After) while this node’s event system is still starting.'
const ADMIN: ['ADMIN'] = ['ADMIN']

/** The operators' console, /admin/operasi (ADMIN only). */
export const operationsRoutes: ModuleRoutes = {
  schemas,
  routes: [
    route.get('/api/admin/consumers', [OperationsController, 'consumers'], {
      summary: 'Posisi, ketertinggalan dan keadaan consumer / Consumer positions, lag and state',
      auth: ADMIN,
      response: { schema: schemas.ConsumersDto },
      errors: [503],
      description: STARTING,
    }),
    route.get('/api/admin/outbox', [OperationsController, 'outbox'], {
      summary: 'Outbox: event yang belum diterbitkan / Outbox: events not yet published',
      auth: ADMIN,
      response: { schema: schemas.OutboxDto },
    }),
    route.get('/api/admin/dead-letters', [OperationsController, 'deadLetters'], {
      summary: 'Dead letter per halaman (status bawaan: open) / Dead letters, cursor paged',
      auth: ADMIN,
      query: deadLetterListSchema,
      response: { schema: pageOf(schemas.DeadLetterDto) },
    }),
    route.post('/api/admin/dead-letters/retry-all', [OperationsController, 'retryAll'], {
      summary: 'Coba ulang semua dead letter terbuka satu consumer / Retry all of a consumer’s open dead letters',
      auth: ADMIN,
      body: retryAllSchema,
      response: { schema: schemas.RetryAllDto },
      errors: [503],
      description: STARTING,
    }),
    route.get('/api/admin/dead-letters/:id', [OperationsController, 'deadLetter'], {
      summary: 'Rincian dead letter dengan event-nya / A dead letter with its event',
      auth: ADMIN,
      params: deadLetterId,
      response: { schema: schemas.DeadLetterDetailDto },
      errors: [404, 503],
    }),
    route.post('/api/admin/dead-letters/:id/retry', [OperationsController, 'retry'], {
      summary: 'Coba ulang satu dead letter / Retry one dead letter',
      auth: ADMIN,
      params: deadLetterId,
      response: { schema: schemas.DeadLetterDetailDto },
      errors: [404, 409, 503],
      description: '409 when it is already resolved, its consumer is replaying, or the retry failed again (the error is kept).',
    }),
    route.post('/api/admin/dead-letters/:id/discard', [OperationsController, 'discard'], {
      summary: 'Buang dead letter dengan alasan / Discard a dead letter, with a reason',
      auth: ADMIN,
      params: deadLetterId,
      body: discardDeadLetterSchema,
      response: { schema: schemas.DeadLetterDetailDto },
      errors: [404, 409, 503],
    }),
    route.get('/api/admin/replays', [ReplaysController, 'index'], {
      summary: 'Replay terbaru / Recent replays',
      auth: ADMIN,
      response: { schema: z.object({ items: z.array(schemas.ReplayDto) }) },
    }),
    route.post('/api/admin/replays', [ReplaysController, 'store'], {
      summary: 'Mulai replay satu proyeksi atau semua (202) / Start replaying one projection or all (202)',
      auth: ADMIN,
      body: startReplaySchema,
      response: { status: 202, schema: schemas.ReplayDto },
      errors: [409, 503],
      description: 'One replay at a time across nodes: another running is 409. An unknown projection is 422 on `projection`.',
    }),
    route.get('/api/admin/replays/:id', [ReplaysController, 'show'], {
      summary: 'Kemajuan replay / A replay’s progress',
      auth: ADMIN,
      params: replayId,
      response: { schema: schemas.ReplayDto },
      errors: [404],
    }),
    route.delete('/api/admin/replays/:id', [ReplaysController, 'destroy'], {
      summary: 'Batalkan replay yang berjalan (202) / Cancel a running replay (202)',
      auth: ADMIN,
      params: replayId,
      response: { status: 202, schema: schemas.ReplayDto },
      errors: [404, 409],
    }),
    route.get('/api/admin/events', [OperationsController, 'events'], {
      summary: 'Cari event di event_log per halaman / Search event_log, cursor paged, with each consumer’s delivery',
      auth: ADMIN,
      query: eventSearchSchema,
      response: { schema: pageOf(schemas.EventLogRowDto) },
      errors: [503],
      description: STARTING,
    }),
    route.post('/api/admin/events/:id/reveal', [OperationsController, 'reveal'], {
      summary:
        'Buka satu event utuh dengan alasan (tercatat di jejak akses pasien) / Reveal one event whole, with a reason (written to the patient’s access trail)',
      auth: ADMIN,
      params: z.object({ id: z.uuid() }),
      body: revealEventSchema,
      response: { schema: schemas.EventLogRowDto },
      errors: [404, 503],
      description: 'The event browser shows patient fields redacted (`redactedFields`); this answers the event whole, audited.',
    }),
  ],
}

import { z } from 'zod'
import { pageOf, type ApiDocs } from '#modules/kernel/index'
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

/** dead_letters ids are bigints (as text); another shape answers 404. */
const deadLetterId = z.object({ id: z.string().regex(/^\d{1,18}$/) })
/** replay_requests ids are uuids; another shape answers 404. */
const replayId = z.object({ id: z.uuid() })
const STARTING = 'Answers 503 (with Retry-After) while this node’s event system is still starting.'

/** The API document's entries for routes.ts (docs/api.md): one `api.route` per route. ADMIN only. */
export function documentOperationsApi(api: ApiDocs) {
  api.schema('ConsumerStatusDto', consumerStatusDtoSchema)
  const consumers = api.schema('ConsumersDto', consumersDtoSchema)
  const outbox = api.schema('OutboxDto', outboxDtoSchema)
  const deadLetter = api.schema('DeadLetterDto', deadLetterDtoSchema)
  const eventRow = api.schema('EventLogRowDto', eventLogRowDtoSchema)
  const detail = api.schema('DeadLetterDetailDto', deadLetterDetailDtoSchema)
  const replay = api.schema('ReplayDto', replayDtoSchema)
  const admin: ['ADMIN'] = ['ADMIN']

  api.route({
    method: 'get',
    path: '/api/admin/consumers',
    summary: 'Posisi, ketertinggalan dan keadaan consumer / Consumer positions, lag and state',
    auth: admin,
    response: { schema: consumers },
    errors: [503],
    description: STARTING,
  })
  api.route({
    method: 'get',
    path: '/api/admin/outbox',
    summary: 'Outbox: event yang belum diterbitkan / Outbox: events not yet published',
    auth: admin,
    response: { schema: outbox },
  })
  api.route({
    method: 'get',
    path: '/api/admin/dead-letters',
    summary: 'Dead letter per halaman (status bawaan: open) / Dead letters, cursor paged',
    auth: admin,
    query: deadLetterListSchema,
    response: { schema: pageOf(deadLetter) },
  })
  api.route({
    method: 'post',
    path: '/api/admin/dead-letters/retry-all',
    summary: 'Coba ulang semua dead letter terbuka satu consumer / Retry all of a consumer’s open dead letters',
    auth: admin,
    body: retryAllSchema,
    response: { schema: api.schema('RetryAllDto', retryAllDtoSchema) },
    errors: [503],
    description: STARTING,
  })
  api.route({
    method: 'get',
    path: '/api/admin/dead-letters/:id',
    summary: 'Rincian dead letter dengan event-nya / A dead letter with its event',
    auth: admin,
    params: deadLetterId,
    response: { schema: detail },
    errors: [404, 503],
  })
  api.route({
    method: 'post',
    path: '/api/admin/dead-letters/:id/retry',
    summary: 'Coba ulang satu dead letter / Retry one dead letter',
    auth: admin,
    params: deadLetterId,
    response: { schema: detail },
    errors: [404, 409, 503],
    description: '409 when it is already resolved, its consumer is replaying, or the retry failed again (the error is kept).',
  })
  api.route({
    method: 'post',
    path: '/api/admin/dead-letters/:id/discard',
    summary: 'Buang dead letter dengan alasan / Discard a dead letter, with a reason',
    auth: admin,
    params: deadLetterId,
    body: discardDeadLetterSchema,
    response: { schema: detail },
    errors: [404, 409, 503],
  })
  api.route({
    method: 'get',
    path: '/api/admin/replays',
    summary: 'Replay terbaru / Recent replays',
    auth: admin,
    response: { schema: z.object({ items: z.array(replay) }) },
  })
  api.route({
    method: 'post',
    path: '/api/admin/replays',
    summary: 'Mulai replay satu proyeksi atau semua (202) / Start replaying one projection or all (202)',
    auth: admin,
    body: startReplaySchema,
    response: { status: 202, schema: replay },
    errors: [409, 503],
    description: 'One replay at a time across nodes: another running is 409. An unknown projection is 422 on `projection`.',
  })
  api.route({
    method: 'get',
    path: '/api/admin/replays/:id',
    summary: 'Kemajuan replay / A replay’s progress',
    auth: admin,
    params: replayId,
    response: { schema: replay },
    errors: [404],
  })
  api.route({
    method: 'delete',
    path: '/api/admin/replays/:id',
    summary: 'Batalkan replay yang berjalan (202) / Cancel a running replay (202)',
    auth: admin,
    params: replayId,
    response: { status: 202, schema: replay },
    errors: [404, 409],
  })
  api.route({
    method: 'get',
    path: '/api/admin/events',
    summary: 'Cari event di event_log per halaman / Search event_log, cursor paged, with each consumer’s delivery',
    auth: admin,
    query: eventSearchSchema,
    response: { schema: pageOf(eventRow) },
    errors: [503],
    description: STARTING,
  })
  api.route({
    method: 'post',
    path: '/api/admin/events/:id/reveal',
    summary:
      'Buka satu event utuh dengan alasan (tercatat di jejak akses pasien) / Reveal one event whole, with a reason (written to the patient’s access trail)',
    auth: admin,
    params: z.object({ id: z.uuid() }),
    body: revealEventSchema,
    response: { schema: eventRow },
    errors: [404, 503],
    description: 'The event browser shows patient fields redacted (`redactedFields`); this answers the event whole, audited.',
  })
}

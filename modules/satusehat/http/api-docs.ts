import { z } from 'zod'
import { pageOf, pageQuerySchema, type ApiDocs } from '#modules/kernel/index'
import {
  exchangeQueueItemDtoSchema,
  exchangeQueueQuerySchema,
  exchangeStatusDtoSchema,
  exchangeSummaryDtoSchema,
} from '../contracts/exchange-status.js'

const id = z.object({ id: z.uuid() })

/** The API document's entries for routes.ts (docs/api.md): one `api.route` per route. */
export function documentSatusehatApi(api: ApiDocs) {
  const status = api.schema('ExchangeStatusDto', exchangeStatusDtoSchema)
  const item = api.schema('ExchangeQueueItemDto', exchangeQueueItemDtoSchema)
  const summary = api.schema('ExchangeSummaryDto', exchangeSummaryDtoSchema)
  api.route({
    method: 'get',
    path: '/api/medical-records/:id/satusehat',
    summary: 'Status pengiriman SATUSEHAT satu rekam medis / A record’s SATUSEHAT exchange status',
    auth: ['PROVIDER', 'ADMIN'],
    params: id,
    response: { schema: status },
    errors: [404],
    description: 'The record’s provider or an admin; not queued (or not yours, for a provider) is 404.',
  })
  api.route({
    method: 'get',
    path: '/api/admin/fhir-exchange',
    summary: 'Antrean pengiriman SATUSEHAT per halaman / The SATUSEHAT exchange queue, cursor paged',
    auth: ['ADMIN'],
    query: exchangeQueueQuerySchema.extend(pageQuerySchema.shape),
    response: { schema: pageOf(item) },
  })
  api.route({
    method: 'get',
    path: '/api/admin/fhir-exchange/summary',
    summary: 'Konfigurasi dan jumlah per status / Whether the exchange is configured, and counts per status',
    auth: ['ADMIN'],
    response: { schema: summary },
  })
  api.route({
    method: 'post',
    path: '/api/admin/fhir-exchange/:id/retry',
    summary: 'Kirim ulang entri yang gagal atau ditahan / Queue a failed or withheld entry again',
    auth: ['ADMIN'],
    params: id,
    response: { schema: item },
    errors: [404, 409],
  })
}

import { z } from 'zod'
import { apiSchemas, route, pageOf, pageQuerySchema, type ModuleRoutes } from '#modules/kernel/index'
import {
  exchangeQueueItemDtoSchema,
  exchangeQueueQuerySchema,
  exchangeStatusDtoSchema,
  exchangeSummaryDtoSchema,
} from '../contracts/exchange-status.js'

const ExchangeController = () => import('./exchange-controller.js')

const schemas = apiSchemas({
  ExchangeStatusDto: exchangeStatusDtoSchema,
  ExchangeQueueItemDto: exchangeQueueItemDtoSchema,
  ExchangeSummaryDto: exchangeSummaryDtoSchema,
})
const id = z.object({ id: z.uuid() })
const ADMIN: ['ADMIN'] = ['ADMIN']

/** The SATUSEHAT exchange: a record's status (its provider, admins) and the admin queue. */
export const satusehatRoutes: ModuleRoutes = {
  schemas,
  routes: [
    route.get('/api/medical-records/:id/satusehat', [ExchangeController, 'recordStatus'], {
      summary: 'Status pengiriman SATUSEHAT satu rekam medis / A record’s SATUSEHAT exchange status',
      auth: ['PROVIDER', 'ADMIN'],
      params: id,
      response: { schema: schemas.ExchangeStatusDto },
      errors: [404],
      description: 'The record’s provider or an admin; not queued (or not yours, for a provider) is 404.',
    }),
    route.get('/api/admin/fhir-exchange', [ExchangeController, 'queue'], {
      summary: 'Antrean pengiriman SATUSEHAT per halaman / The SATUSEHAT exchange queue, cursor paged',
      auth: ADMIN,
      query: exchangeQueueQuerySchema.extend(pageQuerySchema.shape),
      response: { schema: pageOf(schemas.ExchangeQueueItemDto) },
    }),
    route.get('/api/admin/fhir-exchange/summary', [ExchangeController, 'summary'], {
      summary: 'Konfigurasi dan jumlah per status / Whether the exchange is configured, and counts per status',
      auth: ADMIN,
      response: { schema: schemas.ExchangeSummaryDto },
    }),
    route.post('/api/admin/fhir-exchange/:id/retry', [ExchangeController, 'retry'], {
      summary: 'Kirim ulang entri yang gagal atau ditahan / Queue a failed or withheld entry again',
      auth: ADMIN,
      params: id,
      response: { schema: schemas.ExchangeQueueItemDto },
      errors: [404, 409],
    }),
  ],
}

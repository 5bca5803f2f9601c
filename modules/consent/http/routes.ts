import { z } from 'zod'
import { apiSchemas, route, pageQuerySchema, type ModuleRoutes } from '#modules/kernel/index'
import { consentLedgerDtoSchema, consentWriteDtoSchema } from '../contracts/consent-dto.js'
import { giveConsentRequestSchema } from '../contracts/give-consent-request.js'

const ConsentsController = () => import('./consents-controller.js')

const schemas = apiSchemas({ ConsentLedgerDto: consentLedgerDtoSchema, ConsentWriteDto: consentWriteDtoSchema })

/** The signed-in patient's consent ledger: read, give, withdraw (their own entries only). */
export const consentRoutes: ModuleRoutes = {
  schemas,
  routes: [
    route.get('/api/consents', [ConsentsController, 'index'], {
      summary: 'Riwayat persetujuan saya (terbaru dulu) / My consent ledger, newest first, with each kind’s state',
      auth: ['PATIENT'],
      query: pageQuerySchema,
      response: { schema: schemas.ConsentLedgerDto },
    }),
    route.post('/api/consents', [ConsentsController, 'store'], {
      summary: 'Beri persetujuan (201; 200 bila sudah berlaku) / Give a consent (201; 200 when already in force)',
      auth: ['PATIENT'],
      body: giveConsentRequestSchema,
      response: { status: 201, schema: schemas.ConsentWriteDto },
      description: 'An older `version` than the current text is refused with 422 on `version`.',
    }),
    route.post('/api/consents/:id/withdraw', [ConsentsController, 'withdraw'], {
      summary: 'Tarik persetujuan (201) / Withdraw a consent (201); another patient’s entry is 404',
      auth: ['PATIENT'],
      params: z.object({ id: z.uuid() }),
      response: { status: 201, schema: schemas.ConsentWriteDto },
      errors: [404, 409],
    }),
  ],
}

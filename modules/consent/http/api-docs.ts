import { z } from 'zod'
import { pageQuerySchema, type ApiDocs } from '#modules/kernel/index'
import { consentLedgerDtoSchema, consentWriteDtoSchema } from '../contracts/consent-dto.js'
import { giveConsentRequestSchema } from '../contracts/give-consent-request.js'

/** The API document's entries for routes.ts (docs/api.md): one `api.route` per route. */
export function documentConsentApi(api: ApiDocs) {
  const ledger = api.schema('ConsentLedgerDto', consentLedgerDtoSchema)
  const write = api.schema('ConsentWriteDto', consentWriteDtoSchema)
  api.route({
    method: 'get',
    path: '/api/consents',
    summary: 'Riwayat persetujuan saya (terbaru dulu) / My consent ledger, newest first, with each kind’s state',
    auth: ['PATIENT'],
    query: pageQuerySchema,
    response: { schema: ledger },
  })
  api.route({
    method: 'post',
    path: '/api/consents',
    summary: 'Beri persetujuan (201; 200 bila sudah berlaku) / Give a consent (201; 200 when already in force)',
    auth: ['PATIENT'],
    body: giveConsentRequestSchema,
    response: { status: 201, schema: write },
    description: 'An older `version` than the current text is refused with 422 on `version`.',
  })
  api.route({
    method: 'post',
    path: '/api/consents/:id/withdraw',
    summary: 'Tarik persetujuan (201) / Withdraw a consent (201); another patient’s entry is 404',
    auth: ['PATIENT'],
    params: z.object({ id: z.uuid() }),
    response: { status: 201, schema: write },
    errors: [404, 409],
  })
}

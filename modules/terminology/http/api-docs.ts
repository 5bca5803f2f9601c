import { z } from 'zod'
import { pageQuerySchema, type ApiDocs } from '#modules/kernel/index'
import { sdkiDetailSchema } from '../contracts/sdki-detail.js'
import { conceptSummarySchema, terminologySearchRequestSchema } from '../contracts/terminology-search.js'

/** The API document's entries for routes.ts (docs/api.md): one `api.route` per route. */
export function documentTerminologyApi(api: ApiDocs) {
  const concept = api.schema('ConceptSummary', conceptSummarySchema)
  const sdki = api.schema('SdkiDetail', sdkiDetailSchema)
  api.route({
    method: 'get',
    path: '/api/terminology/search',
    summary: 'Cari kode (array; halaman berikut di header Link) / Search a code system, next page in the Link header',
    auth: ['PROVIDER', 'ADMIN'],
    query: terminologySearchRequestSchema.extend(pageQuerySchema.shape),
    response: { schema: z.array(concept) },
  })
  api.route({
    method: 'get',
    path: '/api/terminology/sdki/:code',
    summary: 'Diagnosis SDKI dengan luaran SLKI dan intervensi SIKI / An SDKI diagnosis with its SLKI outcomes and SIKI interventions',
    auth: ['PROVIDER', 'ADMIN'],
    params: z.object({ code: z.string().describe('Kode SDKI, mis. D.0001 / SDKI code, e.g. D.0001') }),
    response: { schema: sdki },
    errors: [404],
  })
}

import { z } from 'zod'
import { apiSchemas, route, pageQuerySchema, type ModuleRoutes } from '#modules/kernel/index'
import { sdkiDetailSchema } from '../contracts/sdki-detail.js'
import { conceptSummarySchema, terminologySearchRequestSchema } from '../contracts/terminology-search.js'

const TerminologyController = () => import('./terminology-controller.js')

const schemas = apiSchemas({ ConceptSummary: conceptSummarySchema, SdkiDetail: sdkiDetailSchema })
/** Pickers of the record form and the consultation screen; admins look codes up too (no patient data here). */
const CODERS: ['PROVIDER', 'ADMIN'] = ['PROVIDER', 'ADMIN']

export const terminologyRoutes: ModuleRoutes = {
  schemas,
  routes: [
    route.get('/api/terminology/search', [TerminologyController, 'search'], {
      summary: 'Cari kode (array; halaman berikut di header Link) / Search a code system, next page in the Link header',
      auth: CODERS,
      query: terminologySearchRequestSchema.extend(pageQuerySchema.shape),
      response: { schema: z.array(schemas.ConceptSummary) },
    }),
    route.get('/api/terminology/sdki/:code', [TerminologyController, 'sdki'], {
      summary:
        'Diagnosis SDKI dengan luaran SLKI dan intervensi SIKI / An SDKI diagnosis with its SLKI outcomes and SIKI interventions',
      auth: CODERS,
      params: z.object({ code: z.string().describe('Kode SDKI, mis. D.0001 / SDKI code, e.g. D.0001') }),
      response: { schema: schemas.SdkiDetail },
      errors: [404],
    }),
  ],
}

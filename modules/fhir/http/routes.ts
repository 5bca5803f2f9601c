import { z } from 'zod'
import { apiSchemas, route, type ModuleRoutes } from '#modules/kernel/index'

const FhirController = () => import('./fhir-controller.js')

const uuid = z.uuid()

/**
 * The R4 Bundle as the document describes it (domain/types.ts FhirBundle): resources are checked
 * against the R4 definitions before they leave, so their shapes are FHIR's, not repeated here.
 */
const fhirResourceSchema = z.object({ resourceType: z.string() }).loose()
const schemas = apiSchemas({
  FhirBundle: z.object({
    resourceType: z.literal('Bundle'),
    id: z.string().optional(),
    type: z.enum(['transaction', 'collection']),
    timestamp: z.string().optional(),
    total: z.number().int().optional(),
    entry: z.array(
      z.object({
        fullUrl: z.string(),
        resource: fhirResourceSchema,
        request: z.object({ method: z.enum(['POST', 'PUT']), url: z.string(), ifNoneExist: z.string().optional() }).optional(),
      })
    ),
  }),
})
const contentType = 'application/fhir+json' // FHIR_JSON of fhir-controller.ts

/**
 * The FHIR R4 export (docs/satusehat.md): one visit's transaction Bundle and a patient's whole
 * record. The patient themself or a provider who treats them now; every export is audited.
 */
export const fhirRoutes: ModuleRoutes = {
  schemas,
  routes: [
    route.get('/api/medical-records/:id/fhir', [FhirController, 'visit'], {
      summary: 'Bundle transaksi FHIR R4 satu kunjungan (409 selama draf) / A visit’s FHIR R4 transaction Bundle (409 while a draft)',
      auth: ['PATIENT', 'PROVIDER'],
      params: z.object({ id: uuid }),
      response: { schema: schemas.FhirBundle, contentType, description: 'FHIR R4 Bundle (type transaction), validated against R4' },
      errors: [404, 409],
      description: 'The patient themself or a provider who treats them now; anyone else gets 404. Every export is audited.',
    }),
    route.get('/api/patients/:patientId/fhir', [FhirController, 'patient'], {
      summary:
        'Seluruh rekam medis final sebagai Bundle FHIR R4 (unduhan) / A patient’s whole final record as a FHIR R4 Bundle (download)',
      auth: ['PATIENT', 'PROVIDER'],
      params: z.object({ patientId: uuid }),
      response: { schema: schemas.FhirBundle, contentType, description: 'FHIR R4 Bundle (type collection), as an attachment' },
      errors: [413],
      description:
        'The patient themself or a provider who treats them now (403 otherwise). Every export is audited. ' +
        'After the visits, the pre-visit intakes as QuestionnaireResponses (a provider: those of their own appointments; docs/intake.md).',
    }),
  ],
}

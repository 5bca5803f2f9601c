import { z } from 'zod'
import { recordContentSchema } from '../domain/record-fields.js'

export const uuidParam = z.uuid({ message: 'ID tidak valid' })

/** An object schema that refuses unknown keys with an Indonesian message. */
function strict<S extends z.ZodRawShape>(shape: S, message = 'Ada data yang tidak dikenal') {
  return z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? `${message}: ${issue.keys.join(', ')}` : undefined),
  })
}

const content = recordContentSchema.shape

/** POST /api/medical-records. A providerId from the client is ignored: the server sets it. */
export const createRecordSchema = strict({
  ...content,
  patientId: z.uuid({ message: 'patientId harus berupa ID pasien yang valid' }),
  appointmentId: z.uuid({ message: 'appointmentId tidak valid' }).nullable().optional(),
  providerId: z.unknown().optional(),
}).transform(({ providerId: _ignored, ...rest }) => rest)

const atLeastOneField = (value: Record<string, unknown>) => Object.values(value).some((v) => v !== undefined)

/** PATCH /api/medical-records/:id: any content field; notes, when sent, non-blank. */
export const updateRecordSchema = strict(content).refine(atLeastOneField, {
  message: 'Kirim minimal satu data yang diubah',
  path: ['body'],
})

/** PUT /api/consultations/:appointmentId/record: what the session screen saves. */
const { visitDate: _visitDate, ...sessionContent } = content
export const consultationRecordSchema = strict(sessionContent).refine(atLeastOneField, {
  message: 'Kirim minimal satu data (tanda vital atau catatan)',
  path: ['body'],
})

const optionalId = (message: string) => z.preprocess((v) => (v === '' || v === null ? undefined : v), z.uuid({ message }).optional())

/** The text fields of POST /api/upload (multipart). */
export const uploadFieldsSchema = z.object({
  patientId: z.uuid({ message: 'patientId harus berupa ID pasien yang valid' }),
  medicalRecordId: optionalId('medicalRecordId tidak valid'),
  appointmentId: optionalId('appointmentId tidak valid'),
})

export const visibilitySchema = strict(
  { hidden: z.boolean({ message: 'hidden harus true atau false' }) },
  'Hanya hidden yang dapat diubah'
)

const searchParam = z.string().trim().max(200, 'Kata pencarian terlalu panjang').optional().default('')

/** GET /api/provider/patients[/page]: ?search= (name, record number, contact). */
export const providerPatientsQuerySchema = z.object({ search: searchParam })

/** GET /api/provider/medical-records[/page]: ?search= (the patient) and ?patientId=. */
export const providerRecordsQuerySchema = z.object({
  search: searchParam,
  patientId: optionalId('patientId tidak valid'),
})

/** GET /api/patients/:patientId/access-log[/page]: ?others=true leaves out the patient's own accesses. */
export const accessLogQuerySchema = z.object({
  others: z
    .enum(['true', 'false'], { message: 'others harus true atau false' })
    .optional()
    .transform((v) => v === 'true'),
})

/** GET /api/patients/:patientId/records[/page]: ?status=FINAL lists finalised records only (the patient's own record page). */
export const patientRecordsQuerySchema = z.object({
  status: z.enum(['DRAFT', 'FINAL'], { message: 'status harus DRAFT atau FINAL' }).optional(),
})

import { z } from 'zod'

/**
 * What the SATUSEHAT exchange shows for one finalised record (provider's record detail, admin queue).
 * WAITING_CONFIG: queued, but the exchange is not configured yet ('Menunggu konfigurasi');
 * PENDING: waiting for its first attempt ('Menunggu'); RETRYING: an attempt failed, another follows
 * ('Gagal: … (dicoba lagi)'); SENT ('Terkirim ke SATUSEHAT'); FAILED: no attempt left, in dead
 * letters ('Gagal: …'); WITHHELD: the patient's consent is not active ('Tidak dikirim: persetujuan ditarik');
 * UNREGISTERED: the patient or the health worker is not in SATUSEHAT's index ('Pasien belum terdaftar di
 * SATUSEHAT' / 'Tenaga kesehatan belum terdaftar'), retried when that profile changes; REFUSED: a platform
 * rule checked before sending failed (the rule is named), never sent.
 */
export const EXCHANGE_STATUSES = [
  'WAITING_CONFIG',
  'PENDING',
  'RETRYING',
  'SENT',
  'FAILED',
  'WITHHELD',
  'UNREGISTERED',
  'REFUSED',
] as const
export type ExchangeStatus = (typeof EXCHANGE_STATUSES)[number]

/** One resource the FHIR server stored for a record: its type and the server's id. */
export const exchangedResourceSchema = z.object({ resourceType: z.string(), id: z.string() })
export type ExchangedResource = z.infer<typeof exchangedResourceSchema>

/** A platform rule the Bundle broke (checked before sending; docs/satusehat.md#rules). */
export const ruleFailureSchema = z.object({ rule: z.string(), source: z.string(), path: z.string(), message: z.string() })

/** One send of the record: the first (CREATE) or a correction (UPDATE of the same resources). */
export const exchangeSendSchema = z.object({
  at: z.string(),
  kind: z.enum(['CREATE', 'UPDATE']),
  resources: z.array(exchangedResourceSchema),
})

/** What the visit holds that stays in TeleRawat (no code system SATUSEHAT accepts). */
export const localOnlyItemSchema = z.object({ kind: z.enum(['SDKI', 'SLKI', 'SIKI']), code: z.string(), display: z.string() })

export const exchangeStatusDtoSchema = z.object({
  recordId: z.string(),
  status: z.enum(EXCHANGE_STATUSES),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  resources: z.array(exchangedResourceSchema),
  updatedAt: z.string(),
  /** UNREGISTERED: who is missing from the national index. */
  blockedOn: z.enum(['PATIENT', 'PRACTITIONER']).nullable(),
  /** REFUSED: the rules that failed. */
  ruleFailures: z.array(ruleFailureSchema),
  /** Every send, oldest first. */
  sends: z.array(exchangeSendSchema),
  /** What was not sent (the nursing codes), once the visit was prepared. */
  localOnly: z.array(localOnlyItemSchema),
  /** A correction waits to be sent as an update. */
  resendPending: z.boolean(),
})
export type ExchangeStatusDto = z.infer<typeof exchangeStatusDtoSchema>

/** A row of the admin queue: the status plus who and when (no clinical content). */
export const exchangeQueueItemDtoSchema = exchangeStatusDtoSchema.extend({
  id: z.string(),
  patientId: z.string(),
  providerId: z.string(),
  visitDate: z.string(),
  createdAt: z.string(),
})
export type ExchangeQueueItemDto = z.infer<typeof exchangeQueueItemDtoSchema>

/** The queue's header: whether the exchange is configured and how many rows are in each status. */
export const exchangeSummaryDtoSchema = z.object({
  configured: z.boolean(),
  /** Why the exchange is off (empty when configured). */
  blockers: z.array(z.enum(['NOT_CONFIGURED', 'ORGANIZATION_MISSING', 'ORGANIZATION_MISMATCH', 'LOCATION_MISSING'])),
  /** The registered Location the Encounters name. */
  location: z.object({ id: z.string(), name: z.string() }).nullable(),
  fhirBaseUrl: z.string().nullable(),
  organizationId: z.string().nullable(),
  counts: z.record(z.enum(EXCHANGE_STATUSES), z.number().int()),
})
export type ExchangeSummaryDto = z.infer<typeof exchangeSummaryDtoSchema>

/** GET /api/admin/fhir-exchange query: ?status= narrows the queue to one status. */
export const exchangeQueueQuerySchema = z.object({
  status: z.enum(EXCHANGE_STATUSES, { error: 'validation.satusehat.status' }).optional(),
  cursor: z.string().optional(),
  limit: z.string().optional(),
})

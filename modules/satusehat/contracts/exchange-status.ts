import { z } from 'zod'

/**
 * What the SATUSEHAT exchange shows for one finalised record (provider's record detail, admin queue).
 * WAITING_CONFIG: queued, but the exchange is not configured yet ('Menunggu konfigurasi');
 * PENDING: waiting for its first attempt ('Menunggu'); RETRYING: an attempt failed, another follows
 * ('Gagal: … (dicoba lagi)'); SENT ('Terkirim ke SATUSEHAT'); FAILED: no attempt left, in dead
 * letters ('Gagal: …'); WITHHELD: the patient's consent is not active ('Tidak dikirim: persetujuan ditarik').
 */
export const EXCHANGE_STATUSES = ['WAITING_CONFIG', 'PENDING', 'RETRYING', 'SENT', 'FAILED', 'WITHHELD'] as const
export type ExchangeStatus = (typeof EXCHANGE_STATUSES)[number]

/** One resource the FHIR server stored for a record: its type and the server's id. */
export const exchangedResourceSchema = z.object({ resourceType: z.string(), id: z.string() })
export type ExchangedResource = z.infer<typeof exchangedResourceSchema>

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

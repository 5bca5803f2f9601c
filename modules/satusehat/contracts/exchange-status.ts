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
export interface ExchangedResource {
  resourceType: string
  id: string
}

export interface ExchangeStatusDto {
  recordId: string
  status: ExchangeStatus
  attempts: number
  maxAttempts: number
  lastError: string | null
  nextAttemptAt: string | null
  sentAt: string | null
  resources: ExchangedResource[]
  updatedAt: string
}

/** A row of the admin queue: the status plus who and when (no clinical content). */
export interface ExchangeQueueItemDto extends ExchangeStatusDto {
  id: string
  patientId: string
  providerId: string
  visitDate: string
  createdAt: string
}

/** The queue's header: whether the exchange is configured and how many rows are in each status. */
export interface ExchangeSummaryDto {
  configured: boolean
  fhirBaseUrl: string | null
  organizationId: string | null
  counts: Record<ExchangeStatus, number>
}

/** GET /api/admin/fhir-exchange query: ?status= narrows the queue to one status. */
export const exchangeQueueQuerySchema = z.object({
  status: z.enum(EXCHANGE_STATUSES, { error: 'validation.satusehat.status' }).optional(),
  cursor: z.string().optional(),
  limit: z.string().optional(),
})

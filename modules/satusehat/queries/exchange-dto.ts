import type { ExchangeQueueItemDto, ExchangeStatusDto, ExchangedResource } from '../contracts/exchange-status.js'
import type { RuleFailure } from '../domain/platform-rules.js'
import { ruleMessage } from '../domain/rule-messages.js'
import { displayStatus, type StoredStatus } from '../domain/status.js'

export interface StoredExchange {
  id: string
  record_id: string
  patient_id: string
  provider_id: string
  provider_user_id: string
  visit_date: Date
  status: StoredStatus
  attempts: number
  next_attempt_at: Date
  last_error: string | null
  server_ids: ExchangedResource[] | null
  sent_at: Date | null
  blocked_on: 'PATIENT' | 'PRACTITIONER' | null
  rule_failures: RuleFailure[] | null
  local_only: ExchangeStatusDto['localOnly'] | null
  sends: ExchangeStatusDto['sends'] | null
  resend: boolean
  created_at: Date
  updated_at: Date
}

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null)

export function toStatusDto(row: StoredExchange, configured: boolean, maxAttempts: number): ExchangeStatusDto {
  const status = displayStatus(row, configured)
  return {
    recordId: row.record_id,
    status,
    attempts: row.attempts,
    maxAttempts,
    lastError: status === 'SENT' ? null : row.last_error,
    nextAttemptAt: row.status === 'PENDING' && configured ? iso(row.next_attempt_at) : null,
    sentAt: iso(row.sent_at),
    resources: row.server_ids ?? [],
    updatedAt: iso(row.updated_at)!,
    blockedOn: row.status === 'UNREGISTERED' ? row.blocked_on : null,
    ruleFailures: row.status === 'REFUSED' ? (row.rule_failures ?? []).map((f) => ({ ...f, message: ruleMessage(f.rule) })) : [],
    sends: row.sends ?? [],
    localOnly: row.local_only ?? [],
    resendPending: row.resend ?? false,
  }
}

export function toQueueItemDto(row: StoredExchange, configured: boolean, maxAttempts: number): ExchangeQueueItemDto {
  return {
    ...toStatusDto(row, configured, maxAttempts),
    id: row.id,
    patientId: row.patient_id,
    providerId: row.provider_id,
    visitDate: iso(row.visit_date)!,
    createdAt: iso(row.created_at)!,
  }
}

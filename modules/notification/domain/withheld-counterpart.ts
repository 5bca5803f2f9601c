import type { NotificationDto } from '../contracts/in-app-notification.js'

/**
 * A provider without verification reads no patient data (docs/security.md, issue 24): the bell's
 * appointment notifications keep what happened and when, not the patient's name or cancel reason
 * (`counterpartName: null` is already read as "unknown" by the client).
 */
export function withheldCounterpart(notification: NotificationDto): NotificationDto {
  const params = notification.params as Record<string, unknown>
  if (params.recipientRole !== 'PROVIDER') return notification
  const withheld = { ...params, counterpartName: null, ...('reason' in params ? { reason: null } : {}) }
  return { ...notification, params: withheld } as NotificationDto
}

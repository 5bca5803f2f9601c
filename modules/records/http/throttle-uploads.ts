import { recordsSettings as env } from '../settings.js'
import { consumeOrRefuse } from '#modules/kernel/index'

/**
 * Files are streamed to disk (≤ 10 MB) before the patient check can run, so each account gets a
 * bounded number of uploads per 10 minutes (a conversation's attachments count too).
 */
export function throttleUploads(userId: string) {
  const perTenMinutes = env.get('UPLOAD_LIMIT_PER_10_MIN') ?? 60
  return consumeOrRefuse(`upload_${userId}`, perTenMinutes, '10 mins', 'records.too_many_uploads')
}

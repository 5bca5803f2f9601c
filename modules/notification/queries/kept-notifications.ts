import { OwnerAnswers } from '#modules/kernel/index'
import { readModelTick } from '#events/read-your-writes'
import type { NotificationPageDto } from '../contracts/in-app-notification.js'
import { IN_APP_NOTIFICATIONS_CONSUMER } from '../projections/in-app-notifications.js'

/** The name notification_reads' triggers announce under (migration 0991). */
export const NOTIFICATION_READS_SOURCE = 'notification.reads'

/**
 * The bell's pages (with the unread count) a node keeps per recipient, forgotten when the
 * projection stores a notification for them or they mark one read (ADR 0025). Who is served what
 * (an unverified provider's withheld counterparts) is decided per request, after.
 */
export const notificationAnswers = new OwnerAnswers<NotificationPageDto>({
  sources: [IN_APP_NOTIFICATIONS_CONSUMER, NOTIFICATION_READS_SOURCE],
  tick: readModelTick,
})

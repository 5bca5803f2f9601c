import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import type { ModuleDefinition } from '#modules/kernel/index'
import { remindersConsumer } from './consumers/reminders.js'
import { waitlistOfferMailsConsumer } from './consumers/waitlist-offer-mails.js'
import { createMailer } from './mail/mailer.js'
import { ReminderWorker } from './worker/reminder-worker.js'
import { settings, configureNotificationSettings } from './settings.js'
import { queueMail as queueMailRow, type QueuedMail } from './mail/queue-mail.js'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { notificationRoutes } from './http/routes.js'
import { viewerRules } from './http/viewer-rules.js'
import { inAppNotificationsProjection } from './projections/in-app-notifications.js'
import { attachPushEmitter, pushEmitter } from './pushes.js'

let worker: ReminderWorker | undefined
let mailer: ReturnType<typeof createMailer> | undefined

/**
 * Notification: booking confirmations with a calendar invite, the meeting-link e-mail 15 minutes
 * before, composed mails of other modules, and the in-app notifications of the header bell
 * (GET /api/notifications, POST /api/notifications/read, pushed live as 'notification.created').
 */
export const notificationModule: ModuleDefinition = {
  name: 'notification',
  configure: configureNotificationSettings,
  http: notificationRoutes,
  attachAccessRules(rules) {
    viewerRules.isUnverifiedProvider = rules.isUnverifiedProvider
  },
  consumers: [
    remindersConsumer(() => worker?.poke()),
    waitlistOfferMailsConsumer(() => worker?.poke()),
    inAppNotificationsProjection(pushEmitter),
  ],
  attachPushes: attachPushEmitter,
  async start() {
    mailer = createMailer(settings.mail(), logger)
    const options = settings.worker()
    worker = new ReminderWorker({ db, mailer, logger }, options)
    const pauseMs = options.faultPauseAfterClaimMs
    if (pauseMs) {
      // Fault injection for tests only (see settings.ts): stall between claim and send.
      logger.warn({ pauseMs }, 'reminder worker: NOTIFICATION_FAULT_PAUSE_AFTER_CLAIM_MS is set (fault tests only)')
      worker.afterClaim = () => new Promise<void>((resolve) => setTimeout(resolve, pauseMs))
    }
    worker.start()
  },
  async stop() {
    const running = worker
    worker = undefined
    await running?.stop()
    mailer?.close()
    mailer = undefined
  },
}

/** The worker of this process (undefined outside the web server and tests). */
export function reminderWorker() {
  return worker
}

/**
 * Queues a composed e-mail in the caller's transaction (sent after commit, at least once, never
 * twice for one `dedupeKey`). Other modules send every e-mail through this door.
 */
export function queueMail(trx: TransactionClientContract, mail: QueuedMail) {
  return queueMailRow(trx, mail, () => worker?.poke())
}

export { mailContent } from './mail/queue-mail.js'
export type { QueuedMail, PreparedMail } from './mail/queue-mail.js'
export type { MailContent, MailLine, MailDetail } from './domain/messages.js'
export { formatDateId, formatTimeRange, formatRupiah } from './domain/format.js'
export { ReminderWorker } from './worker/reminder-worker.js'
export { createMailer } from './mail/mailer.js'
export { REMINDERS_CONSUMER } from './consumers/reminders.js'
export { WAITLIST_OFFER_MAILS_CONSUMER } from './consumers/waitlist-offer-mails.js'
export { IN_APP_NOTIFICATIONS_CONSUMER } from './projections/in-app-notifications.js'
export { settings as notificationSettings } from './settings.js'
export { mailSent as mailSentChannel } from './mail/mail-sent-channel.js'
export { notificationAnswers } from './queries/kept-notifications.js'

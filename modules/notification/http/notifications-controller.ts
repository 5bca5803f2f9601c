import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { settledTick, waitForPosition } from '#events/read-your-writes'
import { currentUser, minPosition, pageRequest, parseBody } from '#modules/kernel/index'
import { markNotificationsReadSchema, type MarkNotificationsReadDto } from '../contracts/in-app-notification.js'
import { markNotificationsRead } from '../commands/mark-notifications-read.js'
import { IN_APP_NOTIFICATIONS_CONSUMER } from '../projections/in-app-notifications.js'
import { notificationPage, unreadCount } from '../queries/notifications.js'
import { notificationAnswers } from '../queries/kept-notifications.js'
import { withheldCounterpart } from '../domain/withheld-counterpart.js'
import { emitPush } from '../pushes.js'
import { viewerRules } from './viewer-rules.js'

/** The bell's first page. */
const DEFAULT_LIMIT = 10

/** The signed-in user's own notifications (any role); nobody reads or marks another's. */
export default class NotificationsController {
  async index(ctx: HttpContext) {
    const user = currentUser(ctx)
    const page = pageRequest(ctx.request.qs(), DEFAULT_LIMIT)
    const position = minPosition(ctx)
    await waitForPosition(db.connection(), IN_APP_NOTIFICATIONS_CONSUMER, position)
    // an answer kept from before this node knew the caller's event applied may miss it
    const freshAfter = position ? (settledTick(IN_APP_NOTIFICATIONS_CONSUMER, position) ?? Number.POSITIVE_INFINITY) : -1
    const answer = await notificationAnswers.answer(user.id, `${page.limit} ${page.cursor ?? ''}`, freshAfter, () =>
      notificationPage(db.connection(), user.id, page)
    )
    return (await viewerRules.isUnverifiedProvider(user)) ? { ...answer, items: answer.items.map(withheldCounterpart) } : answer
  }

  async read(ctx: HttpContext): Promise<MarkNotificationsReadDto> {
    const user = currentUser(ctx)
    const request = parseBody(markNotificationsReadSchema, ctx.request.body())
    const marked = await markNotificationsRead(user.id, request)
    const unread = await unreadCount(db.connection(), user.id)
    // my other tabs and devices refresh their badge
    if (marked > 0) emitPush({ rooms: [`user:${user.id}`], event: 'notification.read', data: { unreadCount: unread } })
    return { marked, unreadCount: unread }
  }
}

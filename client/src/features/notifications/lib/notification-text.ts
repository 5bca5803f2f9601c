import type { TFunction } from 'i18next'
import type { NotificationItem } from '@/api/openapi'
import type { NotificationContent } from '@modules/notification/contracts/in-app-notification'

/** The zone a time is shown in when the notification does not name one (the clinic's default). */
const DEFAULT_ZONE = 'Asia/Jakarta'

const localeOf = (language: string) => (language === 'en' ? 'en-GB' : 'id-ID')

/** '25 Nov 2026, 09.00' in the reader's language, in the appointment's zone. */
export function formatWhen(iso: string, language: string, timeZone: string | null = null) {
  return new Intl.DateTimeFormat(localeOf(language), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: timeZone ?? DEFAULT_ZONE,
    timeZoneName: 'short',
  }).format(new Date(iso))
}

/** The visit day only: '25 Nov 2026'. */
function formatDay(iso: string, language: string) {
  return new Intl.DateTimeFormat(localeOf(language), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: DEFAULT_ZONE,
  }).format(new Date(iso))
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
]

/** '5 menit yang lalu' / '5 minutes ago' (id-ID by default); under a minute: 'sekarang'. */
export function relativeTime(iso: string, language: string, now: Date = new Date()) {
  const format = new Intl.RelativeTimeFormat(localeOf(language), { numeric: 'auto' })
  const seconds = Math.round((new Date(iso).getTime() - now.getTime()) / 1000)
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit)
  }
  return format.format(0, 'second')
}

/** Title and sentence of one notification in the reader's language. */
export function notificationText(
  item: Pick<NotificationItem, 'kind' | 'params'>,
  t: TFunction,
  language: string
): { title: string; body: string } {
  // the API document says only "an object" for params; the kind decides its shape (the contract's NotificationContent)
  const n = { kind: item.kind, params: item.params } as NotificationContent
  switch (n.kind) {
    case 'APPOINTMENT_BOOKED': {
      const p = n.params
      const name = p.counterpartName ?? t(`notifications.counterpart.${p.recipientRole}`)
      const when = formatWhen(p.scheduledAt, language, p.timezone)
      return {
        title: t('notifications.kinds.APPOINTMENT_BOOKED.title'),
        body: t(`notifications.kinds.APPOINTMENT_BOOKED.${p.recipientRole}`, { name, when }),
      }
    }
    case 'APPOINTMENT_RESCHEDULED': {
      const p = n.params
      const name = p.counterpartName ?? t(`notifications.counterpart.${p.recipientRole}`)
      const from = formatWhen(p.fromScheduledAt, language, p.timezone)
      const to = formatWhen(p.scheduledAt, language, p.timezone)
      return {
        title: t('notifications.kinds.APPOINTMENT_RESCHEDULED.title'),
        body: p.byMe
          ? t('notifications.kinds.APPOINTMENT_RESCHEDULED.byMe', { name, from, to })
          : t('notifications.kinds.APPOINTMENT_RESCHEDULED.byOther', { name, from, to }),
      }
    }
    case 'APPOINTMENT_CANCELLED': {
      const p = n.params
      const name = p.counterpartName ?? t(`notifications.counterpart.${p.recipientRole}`)
      const when = formatWhen(p.scheduledAt, language, p.timezone)
      const sentence = p.byMe
        ? t('notifications.kinds.APPOINTMENT_CANCELLED.byMe', { name, when })
        : t('notifications.kinds.APPOINTMENT_CANCELLED.byOther', { name, when })
      return {
        title: t('notifications.kinds.APPOINTMENT_CANCELLED.title'),
        body: p.reason ? `${sentence} ${t('notifications.kinds.APPOINTMENT_CANCELLED.reason', { reason: p.reason })}` : sentence,
      }
    }
    case 'WAITLIST_SLOT_OFFERED': {
      const p = n.params
      const when = formatWhen(p.scheduledAt, language)
      const until = formatWhen(p.expiresAt, language)
      return {
        title: t('notifications.kinds.WAITLIST_SLOT_OFFERED.title'),
        body: t('notifications.kinds.WAITLIST_SLOT_OFFERED.body', { when, name: p.providerName, until }),
      }
    }
    case 'MEDICAL_RECORD_FINALISED': {
      const p = n.params
      const when = formatDay(p.visitDate, language)
      return {
        title: t('notifications.kinds.MEDICAL_RECORD_FINALISED.title'),
        body: p.providerName
          ? t('notifications.kinds.MEDICAL_RECORD_FINALISED.withName', { when, name: p.providerName })
          : t('notifications.kinds.MEDICAL_RECORD_FINALISED.body', { when }),
      }
    }
    case 'PROVIDER_VERIFIED':
      return {
        title: t('notifications.kinds.PROVIDER_VERIFIED.title'),
        body: t('notifications.kinds.PROVIDER_VERIFIED.body', { strNumber: n.params.strNumber }),
      }
    case 'MESSAGE_RECEIVED':
      return {
        title: t('notifications.kinds.MESSAGE_RECEIVED.title'),
        body: t('notifications.kinds.MESSAGE_RECEIVED.body', { name: n.params.senderName }),
      }
    default: {
      const unknown: never = n
      return { title: String((unknown as NotificationContent).kind), body: '' }
    }
  }
}

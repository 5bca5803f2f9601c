import { MessageSquare } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { useUnreadMessages } from '../api/get-conversations'
import { messagesPath } from '../lib/withdrawable'

/**
 * The header's 'Pesan' link with the unread count (patients and providers; from `sm` up: a 390 px
 * header has no room, and the phone reaches 'Pesan' from the dashboard or the provider's menu).
 * `inline`: the labelled button the patient's dashboard shows on phones instead.
 */
export function MessagesLink({ role, inline = false }: { role: string; inline?: boolean }) {
  const { t } = useTranslation()
  const participant = role === 'PATIENT' || role === 'PROVIDER'
  const unread = useUnreadMessages(participant).data?.unreadTotal ?? 0
  if (!participant) return null
  const label = unread > 0 ? t('messaging.navUnread', { count: unread }) : t('messaging.nav')
  if (inline) {
    return (
      <Button asChild variant="outline" size="sm" className="justify-self-start sm:hidden">
        <Link to={messagesPath(role)} data-testid="messages-link-mobile">
          <MessageSquare aria-hidden />
          {label}
        </Link>
      </Button>
    )
  }
  return (
    <Button asChild variant="ghost" size="icon" className="relative max-sm:hidden" aria-label={label} title={label}>
      <Link to={messagesPath(role)} data-testid="header-messages-link">
        <MessageSquare aria-hidden />
        {unread > 0 ? (
          <span
            data-testid="header-messages-unread"
            aria-hidden
            className="absolute -top-0.5 -right-0.5 flex min-w-4.5 items-center justify-center rounded-full bg-destructive px-1 text-[0.65rem] leading-4.5 font-semibold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </Link>
    </Button>
  )
}

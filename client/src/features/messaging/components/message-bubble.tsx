import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { formatTime } from '@/lib/format'
import { cn } from '@/lib/utils'
import type { MessageDto } from '@modules/messaging/contracts/messaging-dto'
import { isWithdrawable } from '../lib/withdrawable'

type Props = { message: MessageDto; onWithdraw: (message: MessageDto) => void; withdrawing: boolean }

/** One message: mine on the right with 'Dibaca' once the other side read it; a withdrawn one says so. */
export function MessageBubble({ message, onWithdraw, withdrawing }: Props) {
  const { t } = useTranslation()
  return (
    <li
      className={cn('flex flex-col gap-1', message.mine ? 'items-end' : 'items-start')}
      data-testid="message"
      data-mine={message.mine}
    >
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm break-words whitespace-pre-wrap sm:max-w-[70%]',
          message.withdrawn
            ? 'border border-dashed bg-transparent text-muted-foreground italic'
            : message.mine
              ? 'bg-primary text-primary-foreground'
              : 'bg-card shadow-sm ring-1 ring-border'
        )}
      >
        {message.withdrawn ? t('messaging.withdrawn') : message.text}
      </div>
      <div className="flex items-center gap-2 text-xs text-muted-foreground">
        <time dateTime={message.sentAt}>{formatTime(message.sentAt)}</time>
        {message.mine && !message.withdrawn ? (
          <span data-testid="message-status">{message.readByCounterpart ? t('messaging.read') : t('messaging.sent')}</span>
        ) : null}
        {isWithdrawable(message) ? (
          <Button
            variant="link"
            size="sm"
            className="h-auto p-0 text-xs"
            disabled={withdrawing}
            onClick={() => onWithdraw(message)}
            data-testid="message-withdraw"
          >
            {t('messaging.withdraw')}
          </Button>
        ) : null}
      </div>
    </li>
  )
}

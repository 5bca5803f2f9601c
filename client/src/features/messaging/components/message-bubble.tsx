import { useTranslation } from 'react-i18next'
import { FileText } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { formatTime } from '@/lib/format'
import { cn } from '@/lib/utils'
import type { Message } from '@/api/openapi'
import { attachmentSize, isImage } from '../lib/attachment-file'
import { isWithdrawable } from '../lib/withdrawable'

type Props = { message: Message; onWithdraw: (message: Message) => void; withdrawing: boolean }

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
        {message.withdrawn ? (
          t('messaging.withdrawn')
        ) : (
          <>
            {message.attachment ? <AttachmentView attachment={message.attachment} mine={message.mine} /> : null}
            {message.text}
          </>
        )}
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

type Attachment = NonNullable<Message['attachment']>

/** An image as a thumbnail, a PDF as a named link; both download the file (the server serves it as an attachment). */
function AttachmentView({ attachment, mine }: { attachment: Attachment; mine: boolean }) {
  const { t, i18n } = useTranslation()
  const label = t('messaging.attachmentDownload', { name: attachment.name, size: attachmentSize(attachment.sizeBytes, i18n.language) })
  if (isImage(attachment.mimeType)) {
    return (
      <a href={attachment.url} download={attachment.name} className="mb-1 block" aria-label={label} data-testid="message-attachment">
        <img
          src={attachment.url}
          alt={t('messaging.attachmentOpen', { name: attachment.name })}
          className="max-h-48 max-w-full rounded-lg object-cover"
          loading="lazy"
        />
      </a>
    )
  }
  return (
    <a
      href={attachment.url}
      download={attachment.name}
      className={cn(
        'mb-1 flex items-center gap-2 rounded-lg px-2 py-1.5 not-italic underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:outline-none',
        mine ? 'bg-primary-foreground/15' : 'bg-muted'
      )}
      data-testid="message-attachment"
    >
      <FileText className="size-5 shrink-0" aria-hidden />
      <span className="min-w-0 break-all">{label}</span>
    </a>
  )
}

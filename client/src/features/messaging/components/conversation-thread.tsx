import { ArrowLeft, Lock } from 'lucide-react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { LoadMore } from '@/components/ui/load-more'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/use-toast'
import { getErrorMessage } from '@/lib/api'
import { useSocketEvent } from '@/lib/socket'
import type { Message } from '@/api/openapi'
import type { TypingPush } from '@modules/messaging/contracts/messaging-dto'
import { useConversation } from '../api/get-conversations'
import { useMessages } from '../api/get-messages'
import { useMarkConversationRead } from '../api/mark-read'
import { useWithdrawMessage } from '../api/withdraw-message'
import { MessageBubble } from './message-bubble'
import { MessageComposer } from './message-composer'

/** How long 'sedang mengetik…' stays after the last typing signal. */
const TYPING_SHOWN_MS = 4000

type ThreadProps =
  | { conversationId: string; backTo: string; sessionMode?: false }
  /** inside a chat consultation (issue 22): no way back to the list; the consultation screen is around it */
  | { conversationId: string; backTo?: undefined; sessionMode: true }

/** One conversation: its messages (oldest at the top), the composer, 'Dibaca', typing; opening it marks it read. */
export function ConversationThread({ conversationId, backTo, sessionMode = false }: ThreadProps) {
  const { t } = useTranslation()
  const conversation = useConversation(conversationId)
  const messages = useMessages(conversationId)
  const markRead = useMarkConversationRead()
  const withdraw = useWithdrawMessage()
  const [typingAt, setTypingAt] = useState(0)
  const [, setTick] = useState(0)
  const bottom = useRef<HTMLDivElement>(null)
  const lastMarked = useRef<string | null>(null)

  const ordered = useMemo(() => (messages.data?.pages.flatMap((p) => p.items) ?? []).slice().reverse(), [messages.data])
  const newest = ordered.at(-1)

  useSocketEvent<TypingPush>('conversation.typing', (push) => {
    if (push.conversationId === conversationId) setTypingAt(Date.now())
  })
  useEffect(() => {
    if (!typingAt) return
    const timer = setTimeout(() => setTick((n) => n + 1), TYPING_SHOWN_MS)
    return () => clearTimeout(timer)
  }, [typingAt])

  // a new message from the other side ends their typing, is scrolled to, and is marked read
  useEffect(() => {
    if (!newest) return
    bottom.current?.scrollIntoView({ block: 'end' })
    if (newest.mine || lastMarked.current === newest.id) return
    setTypingAt(0)
    lastMarked.current = newest.id
    markRead.mutate({ conversationId, upTo: newest.id })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new newest message marks
  }, [newest?.id, conversationId])

  function onWithdraw(message: Message) {
    if (!window.confirm(t('messaging.withdrawConfirm'))) return
    withdraw.mutate(message.id, {
      onError: (error) => toast({ variant: 'destructive', title: t('messaging.withdrawFailed'), description: getErrorMessage(error) }),
    })
  }

  if (conversation.isError) return <p className="p-6 text-muted-foreground">{t('messaging.notFound')}</p>
  const detail = conversation.data
  const typing = typingAt > 0 && Date.now() - typingAt < TYPING_SHOWN_MS

  return (
    <section
      className="flex min-h-0 flex-1 flex-col"
      data-testid={sessionMode ? 'consultation-chat' : undefined}
      aria-label={detail ? t('messaging.threadLabel', { name: detail.counterpart.name }) : undefined}
    >
      <header className="flex items-center gap-3 border-b bg-card px-4 py-3">
        {backTo && !sessionMode ? (
          <Button asChild variant="ghost" size="icon" className="lg:hidden" aria-label={t('messaging.back')}>
            <Link to={backTo}>
              <ArrowLeft aria-hidden />
            </Link>
          </Button>
        ) : null}
        <div className="min-w-0">
          <h2 className="truncate font-semibold" data-testid="thread-name">
            {detail?.counterpart.name ?? '…'}
          </h2>
          {detail?.counterpart.detail ? <p className="truncate text-xs text-muted-foreground">{detail.counterpart.detail}</p> : null}
        </div>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto bg-muted/30 px-3 py-4 sm:px-5" data-testid="thread-messages">
        <LoadMore
          hasNextPage={messages.hasNextPage}
          isFetchingNextPage={messages.isFetchingNextPage}
          fetchNextPage={messages.fetchNextPage}
        />
        {messages.isPending ? (
          <div className="flex justify-center py-8">
            <Spinner />
          </div>
        ) : ordered.length === 0 ? (
          <p className="py-8 text-center text-sm text-muted-foreground">{t('messaging.noMessagesYet')}</p>
        ) : (
          <ol className="grid gap-3">
            {ordered.map((m) => (
              <MessageBubble key={m.id} message={m} onWithdraw={onWithdraw} withdrawing={withdraw.isPending} />
            ))}
          </ol>
        )}
        <p aria-live="polite" className="h-5 pt-2 text-xs text-muted-foreground" data-testid="typing-indicator">
          {typing && detail ? t('messaging.typing', { name: detail.counterpart.name }) : ''}
        </p>
        <div ref={bottom} />
      </div>
      {detail && !detail.canWrite ? (
        <p className="flex items-center gap-2 border-t bg-card p-3 text-sm text-muted-foreground" data-testid="thread-read-only">
          <Lock className="size-4 shrink-0" aria-hidden />
          <span>
            <strong>{t('messaging.readOnly')}.</strong> {detail.readOnlyReason}
          </span>
        </p>
      ) : detail ? (
        <MessageComposer conversationId={conversationId} />
      ) : null}
    </section>
  )
}

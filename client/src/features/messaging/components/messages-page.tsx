import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { Card } from '@/components/ui/card'
import { cn } from '@/lib/utils'
import { messagesPath } from '../lib/withdrawable'
import { ConversationList } from './conversation-list'
import { ConversationThread } from './conversation-thread'

/**
 * 'Pesan' for a patient or a provider: the list beside the open conversation (wide screens), or one
 * of them at a time (phones: the list, then the conversation with a way back).
 */
export function MessagesPage({ role }: { role: 'PATIENT' | 'PROVIDER' }) {
  const { t } = useTranslation()
  const { conversationId } = useParams()
  const base = messagesPath(role)
  return (
    <div className="grid gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t('messaging.title')}</h1>
        <p className="mt-1 max-w-3xl text-muted-foreground">
          {role === 'PROVIDER' ? t('messaging.subtitleProvider') : t('messaging.subtitle')}
        </p>
      </div>
      <Card className="grid h-[calc(100svh-13rem)] min-h-[28rem] grid-cols-[minmax(0,1fr)] gap-0 overflow-hidden p-0 lg:grid-cols-[22rem_minmax(0,1fr)]">
        <div className={cn('min-h-0 flex-col border-r', conversationId ? 'hidden lg:flex' : 'flex')}>
          <ConversationList selectedId={conversationId} pathOf={(id) => messagesPath(role, id)} />
        </div>
        <div className={cn('min-h-0 flex-col', conversationId ? 'flex' : 'hidden lg:flex')}>
          {conversationId ? (
            <ConversationThread key={conversationId} conversationId={conversationId} backTo={base} />
          ) : (
            <p className="m-auto max-w-sm p-6 text-center text-muted-foreground">{t('messaging.choose')}</p>
          )}
        </div>
      </Card>
    </div>
  )
}

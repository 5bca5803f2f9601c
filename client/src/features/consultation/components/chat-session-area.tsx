import { LogOut, MessageSquareText } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import type { ConsultationRole } from '@modules/scheduling/contracts/presence'

type ChatSessionAreaProps = {
  role: ConsultationRole
  /** the conversation in session mode (composed by the route from the messaging feature) */
  chat: ReactNode
  onLeave: () => void
}

/**
 * A CHAT appointment's place of the video (issue 22): the pair's conversation. No call, so no
 * camera or microphone is asked for; the provider ends the session with 'Akhiri Sesi' in the
 * header, the patient may leave the room as from a call.
 */
export function ChatSessionArea({ role, chat, onLeave }: ChatSessionAreaProps) {
  const { t } = useTranslation()
  return (
    <section
      aria-label={t('chatConsultation.room.title')}
      className="flex min-h-[28rem] flex-col overflow-hidden rounded-xl border bg-card shadow-sm xl:min-h-0"
      data-testid="chat-session"
    >
      <div className="flex items-center justify-between gap-3 border-b px-4 py-2.5">
        <h2 className="flex items-center gap-2 text-sm font-semibold">
          <MessageSquareText className="size-4 text-primary" aria-hidden />
          {t('chatConsultation.room.title')}
        </h2>
        {role === 'PATIENT' ? (
          <Button variant="outline" size="sm" onClick={onLeave} data-testid="chat-leave">
            <LogOut aria-hidden />
            {t('chatConsultation.room.leave')}
          </Button>
        ) : null}
      </div>
      <div className="flex min-h-0 flex-1 flex-col">{chat}</div>
    </section>
  )
}

import { Send } from 'lucide-react'
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/use-toast'
import { getErrorMessage } from '@/lib/api'
import { sendTyping } from '../api/mark-read'
import { useSendMessage } from '../api/send-message'

const MAX_LENGTH = 4000
/** At most one typing signal per this many ms while the user types. */
const TYPING_EVERY_MS = 2500

/** Writes and sends a message; Enter sends, Shift+Enter breaks the line; the other side sees 'sedang mengetik…'. */
export function MessageComposer({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation()
  const [text, setText] = useState('')
  const lastTyping = useRef(0)
  const send = useSendMessage()

  function submit(event?: FormEvent) {
    event?.preventDefault()
    const body = text.trim()
    if (!body || send.isPending) return
    send.mutate(
      { conversationId, text: body },
      {
        onSuccess: () => setText(''),
        onError: (error) => toast({ variant: 'destructive', title: t('messaging.sendFailed'), description: getErrorMessage(error) }),
      }
    )
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event)
  }

  function onChange(value: string) {
    setText(value)
    const now = Date.now()
    if (value.trim() && now - lastTyping.current > TYPING_EVERY_MS) {
      lastTyping.current = now
      void sendTyping(conversationId).catch(() => {})
    }
  }

  const left = MAX_LENGTH - text.length
  return (
    <form onSubmit={submit} className="flex items-end gap-2 border-t bg-card p-3">
      <div className="grid flex-1 gap-1">
        <label htmlFor="message-composer" className="sr-only">
          {t('messaging.composerLabel')}
        </label>
        <Textarea
          id="message-composer"
          data-testid="message-composer"
          rows={2}
          maxLength={MAX_LENGTH}
          value={text}
          placeholder={t('messaging.composerPlaceholder')}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
          className="max-h-40 min-h-12 resize-y"
        />
        {left < 200 ? <p className="text-xs text-muted-foreground">{t('messaging.charactersLeft', { count: left })}</p> : null}
      </div>
      <Button type="submit" disabled={!text.trim() || send.isPending} data-testid="message-send">
        <Send aria-hidden />
        <span className="max-sm:sr-only">{send.isPending ? t('messaging.sending') : t('messaging.send')}</span>
      </Button>
    </form>
  )
}

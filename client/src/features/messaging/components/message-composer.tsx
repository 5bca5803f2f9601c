import { Paperclip, Send, X } from 'lucide-react'
import { useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/use-toast'
import { getErrorMessage } from '@/lib/api'
import { sendTyping } from '../api/mark-read'
import { useSendAttachment } from '../api/send-attachment'
import { useSendMessage } from '../api/send-message'
import { ATTACHMENT_ACCEPT, attachmentProblem, attachmentSize } from '../lib/attachment-file'

const MAX_LENGTH = 4000
/** At most one typing signal per this many ms while the user types. */
const TYPING_EVERY_MS = 2500

/**
 * Writes and sends a message; Enter sends, Shift+Enter breaks the line; the other side sees
 * 'sedang mengetik…'. The paperclip attaches one image or PDF, sent with the text beside it, its
 * upload progress and any refusal said in words (read out by screen readers).
 */
export function MessageComposer({ conversationId }: { conversationId: string }) {
  const { t, i18n } = useTranslation()
  const [text, setText] = useState('')
  const [file, setFile] = useState<File | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const lastTyping = useRef(0)
  const picker = useRef<HTMLInputElement>(null)
  const send = useSendMessage()
  const sendFile = useSendAttachment()
  const pending = send.isPending || sendFile.isPending

  function submit(event?: FormEvent) {
    event?.preventDefault()
    const body = text.trim()
    if (pending || (!body && !file)) return
    if (file) {
      setProblem(null)
      setProgress(0)
      sendFile.mutate(
        { conversationId, file, text: body, onProgress: setProgress },
        {
          onSuccess: () => {
            setText('')
            setFile(null)
          },
          onError: (error) => setProblem(t('messaging.attachFailed', { message: getErrorMessage(error) })),
          onSettled: () => setProgress(null),
        }
      )
      return
    }
    send.mutate(
      { conversationId, text: body },
      {
        onSuccess: () => setText(''),
        onError: (error) => toast({ variant: 'destructive', title: t('messaging.sendFailed'), description: getErrorMessage(error) }),
      }
    )
  }

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0] ?? null
    event.target.value = ''
    if (!picked) return
    const refused = attachmentProblem(picked)
    setProblem(refused ? t(`messaging.${refused}`, { name: picked.name }) : null)
    setFile(refused ? null : picked)
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
    <form onSubmit={submit} className="grid gap-2 border-t bg-card p-3">
      {file || problem || progress !== null ? (
        <div className="grid gap-1 text-sm" aria-live="polite">
          {file ? (
            <div className="flex items-center gap-2 rounded-md bg-muted px-2 py-1" data-testid="attachment-chosen">
              <Paperclip className="size-4 shrink-0" aria-hidden />
              <span className="min-w-0 flex-1 truncate">
                {file.name} <span className="text-muted-foreground">({attachmentSize(file.size, i18n.language)})</span>
              </span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-7"
                disabled={pending}
                onClick={() => setFile(null)}
                aria-label={t('messaging.attachRemove', { name: file.name })}
              >
                <X aria-hidden />
              </Button>
            </div>
          ) : null}
          {progress !== null ? (
            <p className="text-muted-foreground" data-testid="attachment-progress">
              {t('messaging.attachUploading', { percent: progress })}
            </p>
          ) : null}
          {problem ? (
            <p role="alert" className="text-destructive" data-testid="attachment-error">
              {problem}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="flex items-end gap-2">
        <input
          ref={picker}
          type="file"
          accept={ATTACHMENT_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          onChange={onPick}
          data-testid="attachment-input"
        />
        <Button
          type="button"
          variant="outline"
          size="icon"
          disabled={pending}
          onClick={() => picker.current?.click()}
          aria-label={t('messaging.attach')}
          title={t('messaging.attach')}
          data-testid="attachment-button"
        >
          <Paperclip aria-hidden />
        </Button>
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
            aria-describedby="message-composer-hint"
            onChange={(e) => onChange(e.target.value)}
            onKeyDown={onKeyDown}
            className="max-h-40 min-h-12 resize-y"
          />
          {/* a phone's keyboard has its own send: the hint is read out there, not shown (it clipped the box at 390 px) */}
          <p id="message-composer-hint" className="text-xs text-muted-foreground max-sm:sr-only">
            {t('messaging.composerHint')}
          </p>
          {left < 200 ? <p className="text-xs text-muted-foreground">{t('messaging.charactersLeft', { count: left })}</p> : null}
        </div>
        <Button type="submit" disabled={(!text.trim() && !file) || pending} data-testid="message-send">
          <Send aria-hidden />
          <span className="max-sm:sr-only">{pending ? t('messaging.sending') : t('messaging.send')}</span>
        </Button>
      </div>
    </form>
  )
}

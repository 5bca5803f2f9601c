import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { discardDeadLetterSchema, type DiscardDeadLetterRequest } from '@modules/operations/contracts/operations'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Field, fieldA11y } from '@/components/ui/field'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/use-toast'
import { getErrorMessage, getFieldErrors } from '@/lib/api'
import { useDeadLetter } from '../api/get-dead-letter'
import { useDiscardDeadLetter, useRetryDeadLetter } from '../api/resolve-dead-letter'

const Block = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <div className="grid gap-1">
    <span className="text-xs font-medium text-muted-foreground">{label}</span>
    {children}
  </div>
)
const pre = 'max-h-48 overflow-auto whitespace-pre-wrap break-all rounded-md bg-muted p-2 font-mono text-xs'

/** One dead letter opened: payload, error and attempts, with Retry and Discard (a reason is required). */
export function DeadLetterDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation()
  const letter = useDeadLetter(id)
  const retry = useRetryDeadLetter()
  const discard = useDiscardDeadLetter()
  const [discarding, setDiscarding] = useState(false)
  const { register, handleSubmit, formState, reset, setError } = useForm<DiscardDeadLetterRequest>({
    resolver: zodResolver(discardDeadLetterSchema),
    defaultValues: { reason: '' },
  })
  useEffect(() => {
    setDiscarding(false)
    reset({ reason: '' })
  }, [id, reset])

  const d = letter.data
  const onRetry = () =>
    id &&
    retry.mutate(id, {
      onSuccess: () => toast({ title: t('operations.detail.retried') }),
      onError: (error) =>
        toast({ variant: 'destructive', title: t('operations.detail.retryFailed'), description: getErrorMessage(error) }),
    })
  const onDiscard = handleSubmit(({ reason }) => {
    if (!id) return
    discard.mutate(
      { id, reason },
      {
        onSuccess: () => {
          toast({ title: t('operations.detail.discarded') })
          setDiscarding(false)
        },
        onError: (error) => {
          const fields = getFieldErrors(error)
          if (fields.reason) return setError('reason', { type: 'server', message: fields.reason })
          toast({ variant: 'destructive', title: t('operations.detail.discard'), description: getErrorMessage(error) })
        },
      }
    )
  })
  const reasonError = formState.errors.reason?.message
  const open = d?.status === 'open'

  return (
    <Dialog open={id !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent
        closeLabel={t('operations.detail.close')}
        className="max-h-[90svh] overflow-y-auto sm:max-w-2xl"
        data-testid="dead-letter-dialog"
      >
        <DialogHeader>
          <DialogTitle>{t('operations.detail.title', { id })}</DialogTitle>
          <DialogDescription className="font-mono text-xs">
            {d ? `${d.consumer} · ${d.eventType ?? '?'} · ${t(`operations.deadLetters.statuses.${d.status}`)}` : '…'}
          </DialogDescription>
        </DialogHeader>
        {d ? (
          <div className="grid gap-3 text-sm">
            <div className="flex flex-wrap gap-4 text-xs">
              <span>
                {t('operations.detail.attempts')}: <strong data-testid="dead-letter-attempts">{d.attempts}</strong>
              </span>
              <span>
                {t('operations.detail.retries')}: <strong>{d.retries}</strong>
              </span>
              {d.eventId ? <span className="font-mono">{d.eventId}</span> : null}
            </div>
            <Block label={t('operations.detail.error')}>
              <pre className={pre}>{d.fullError}</pre>
            </Block>
            {d.lastRetryError ? (
              <Block label={t('operations.detail.lastRetryError')}>
                <pre className={pre} data-testid="last-retry-error">
                  {d.lastRetryError}
                </pre>
              </Block>
            ) : null}
            <Block label={t('operations.detail.payload')}>
              <pre className={pre} data-testid="dead-letter-payload">
                {JSON.stringify(d.event?.payload ?? (d.envelope as { payload?: unknown } | null)?.payload ?? null, null, 2)}
              </pre>
            </Block>
            {d.reason ? <Block label={t('operations.detail.reason')}>{d.reason}</Block> : null}
            {discarding ? (
              <form className="grid gap-3 rounded-lg border p-3" onSubmit={onDiscard} noValidate>
                <p className="text-sm font-medium">{t('operations.detail.discardTitle')}</p>
                <p className="text-xs text-muted-foreground">{t('operations.detail.discardDescription')}</p>
                <Field id="discard-reason" label={t('operations.detail.reasonLabel')} error={reasonError}>
                  <Textarea
                    {...fieldA11y('discard-reason', { error: reasonError })}
                    rows={2}
                    maxLength={500}
                    placeholder={t('operations.detail.reasonPlaceholder')}
                    {...register('reason')}
                  />
                </Field>
                <div className="flex justify-end gap-2">
                  <Button type="button" variant="outline" onClick={() => setDiscarding(false)}>
                    {t('operations.detail.cancel')}
                  </Button>
                  <Button type="submit" variant="destructive" disabled={discard.isPending} data-testid="confirm-discard">
                    {t('operations.detail.confirmDiscard')}
                  </Button>
                </div>
              </form>
            ) : null}
          </div>
        ) : null}
        {open && !discarding ? (
          <DialogFooter>
            <Button variant="outline" onClick={() => setDiscarding(true)} data-testid="discard-dead-letter">
              {t('operations.detail.discard')}
            </Button>
            <Button onClick={onRetry} disabled={retry.isPending} data-testid="retry-dead-letter">
              {t('operations.detail.retry')}
            </Button>
          </DialogFooter>
        ) : null}
      </DialogContent>
    </Dialog>
  )
}

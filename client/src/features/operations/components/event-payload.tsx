import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { EventLogRowDto } from '@/api/openapi'
import { revealEventSchema, type DiscardDeadLetterRequest } from '@modules/operations/contracts/operations'
import { Button } from '@/components/ui/button'
import { Field, fieldA11y } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { getErrorMessage, getFieldErrors } from '@/lib/api'
import { useRevealEvent } from '../api/reveal-event'

/**
 * An event's payload as the server shows it: patient fields redacted (null, named in
 * `redactedFields`). "Buka dengan alasan" asks for a reason and shows this one event whole — the
 * reveal is audited and written to the patient's access trail (issue 24).
 */
export function EventPayload({ event }: { event: Pick<EventLogRowDto, 'id' | 'payload' | 'redactedFields'> }) {
  const { t } = useTranslation()
  const reveal = useRevealEvent()
  const [revealed, setRevealed] = useState<EventLogRowDto['payload'] | null>(null)
  const { register, handleSubmit, formState, setError } = useForm<DiscardDeadLetterRequest>({
    resolver: zodResolver(revealEventSchema),
    defaultValues: { reason: '' },
  })
  const onReveal = handleSubmit(({ reason }) =>
    reveal.mutate(
      { id: event.id, reason },
      {
        onSuccess: (whole) => setRevealed(whole.payload),
        onError: (error) => setError('reason', { type: 'server', message: getFieldErrors(error).reason ?? getErrorMessage(error) }),
      }
    )
  )
  const reasonError = formState.errors.reason?.message
  const fieldId = `reveal-reason-${event.id}`

  return (
    <div className="grid gap-2">
      <pre
        className="max-h-48 overflow-auto whitespace-pre-wrap break-all rounded-md bg-muted p-2 font-mono text-xs"
        data-testid="event-payload"
      >
        {JSON.stringify(revealed ?? event.payload, null, 2)}
      </pre>
      {event.redactedFields.length > 0 && !revealed ? (
        <form className="grid gap-2 rounded-md border p-2" onSubmit={onReveal} noValidate data-testid="event-reveal">
          <p className="text-xs text-muted-foreground">
            {t('operations.events.redacted', { fields: event.redactedFields.join(', ') })}
          </p>
          <Field id={fieldId} label={t('operations.events.revealReason')} error={reasonError}>
            <Input {...fieldA11y(fieldId, { error: reasonError })} maxLength={500} {...register('reason')} />
          </Field>
          <Button type="submit" variant="outline" size="sm" className="justify-self-start" disabled={reveal.isPending}>
            {t('operations.events.reveal')}
          </Button>
        </form>
      ) : null}
    </div>
  )
}

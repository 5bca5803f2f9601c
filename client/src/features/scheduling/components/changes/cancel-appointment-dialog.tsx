import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { SubmitButton } from '@/components/ui/submit-button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Field, fieldA11y } from '@/components/ui/field'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/use-toast'
import { useDiscardGuard } from '@/hooks/use-discard-guard'
import { getErrorMessage, getFieldErrors } from '@/lib/api'
import { formatLongDate, formatTime } from '@/lib/format'
import {
  cancelAppointmentRequestSchema,
  type CancelAppointmentRequestInput,
} from '@modules/scheduling/contracts/appointment-change-requests'
import { useCancelAppointment } from '../../api/cancel-appointment'

/** The appointment being cancelled, as either side's list shows it. */
export type ChangeTarget = { id: string; scheduledAt: string; counterpartName: string }

type CancelAppointmentDialogProps = {
  target: ChangeTarget | null
  /** The provider must give a reason (sent to the patient); the patient may. */
  role: 'PATIENT' | 'PROVIDER'
  onClose: () => void
}

/** docs/scheduling-and-notification.md#cancel-and-reschedule: confirm, with a reason, then POST …/cancel. */
export function CancelAppointmentDialog({ target, role, onClose }: CancelAppointmentDialogProps) {
  const { t, i18n } = useTranslation()
  const mutation = useCancelAppointment()
  const resolver = useMemo(
    () =>
      zodResolver(
        role === 'PROVIDER'
          ? cancelAppointmentRequestSchema.refine((value) => Boolean(value.reason), {
              path: ['reason'],
              message: t('appointmentChanges.cancelDialog.reasonMissing'),
            })
          : cancelAppointmentRequestSchema
      ),
    [role, t]
  )
  const { register, handleSubmit, formState, reset, setError, watch } = useForm<CancelAppointmentRequestInput>({
    resolver,
    defaultValues: { reason: '' },
  })

  useEffect(() => {
    if (target) reset({ reason: '' })
  }, [target, reset])

  const onSubmit = handleSubmit((values) => {
    if (!target) return
    mutation.mutate(
      { id: target.id, reason: values.reason ?? undefined },
      {
        onSuccess: () => {
          toast({
            title: t('appointmentChanges.cancelDialog.successTitle'),
            description: t('appointmentChanges.cancelDialog.successDescription'),
          })
          onClose()
        },
        onError: (error) => {
          const fields = getFieldErrors(error)
          if (fields.reason) return setError('reason', { type: 'server', message: fields.reason })
          toast({
            variant: 'destructive',
            title: t('appointmentChanges.cancelDialog.failedTitle'),
            description: getErrorMessage(error),
          })
        },
      }
    )
  })

  const reasonError = formState.errors.reason?.message
  // a reason typed is not thrown away by a stray Escape or click outside
  const discard = useDiscardGuard(Boolean(watch('reason')?.trim()), onClose)
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open && !mutation.isPending) onClose()
      }}
    >
      <DialogContent role="alertdialog" closeLabel={t('common.close')} data-testid="cancel-appointment-dialog" {...discard.guard}>
        <form className="grid gap-5" onSubmit={onSubmit} noValidate>
          <DialogHeader>
            <DialogTitle>{t('appointmentChanges.cancelDialog.title')}</DialogTitle>
            <DialogDescription>
              {target
                ? t('appointmentChanges.cancelDialog.description', {
                    name: target.counterpartName,
                    date: formatLongDate(target.scheduledAt, i18n.language),
                    time: formatTime(target.scheduledAt, i18n.language),
                  })
                : null}
            </DialogDescription>
          </DialogHeader>
          <Field
            id="cancel-reason"
            label={t(
              role === 'PROVIDER' ? 'appointmentChanges.cancelDialog.reasonRequired' : 'appointmentChanges.cancelDialog.reasonOptional'
            )}
            hint={role === 'PROVIDER' ? t('appointmentChanges.cancelDialog.reasonHint') : undefined}
            error={reasonError}
          >
            <Textarea
              {...fieldA11y('cancel-reason', { error: reasonError, hint: role === 'PROVIDER' })}
              rows={3}
              maxLength={500}
              aria-required={role === 'PROVIDER'}
              placeholder={t('appointmentChanges.cancelDialog.reasonPlaceholder')}
              {...register('reason')}
            />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={mutation.isPending}>
              {t('appointmentChanges.cancelDialog.keep')}
            </Button>
            <SubmitButton pending={mutation.isPending} variant="destructive">
              {t('appointmentChanges.cancelDialog.confirm')}
            </SubmitButton>
          </DialogFooter>
        </form>
        {discard.confirm}
      </DialogContent>
    </Dialog>
  )
}

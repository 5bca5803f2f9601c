import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { Button } from '@/components/ui/button'
import { SubmitButton } from '@/components/ui/submit-button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Field, fieldA11y } from '@/components/ui/field'
import { Textarea } from '@/components/ui/textarea'
import { formatDateKey } from '@/lib/format'

import { conflictsByDate } from '../../lib/provider-schedule-draft'
import type { DayOffConflictDto } from '@/api/openapi'

const cancelReasonSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'validation.providerSchedule.cancelReasonRequired')
    .max(500, 'validation.appointmentChange.reasonTooLong'),
})
type CancelReasonForm = z.infer<typeof cancelReasonSchema>

type DayOffConflictDialogProps = {
  conflicts: DayOffConflictDto[] | null
  pending: boolean
  error: string | null
  onCancelBookings: (reason: string) => void
  onKeepOpen: (dates: string[]) => void
  onClose: () => void
}

/** The 409 of a day off with bookings: cancel them with a required reason, or keep those days open. */
export function DayOffConflictDialog({ conflicts, pending, error, onCancelBookings, onKeepOpen, onClose }: DayOffConflictDialogProps) {
  const { t, i18n } = useTranslation()
  const form = useForm<CancelReasonForm>({ resolver: zodResolver(cancelReasonSchema), defaultValues: { reason: '' } })
  const days = conflictsByDate(conflicts ?? [])
  const reasonError = form.formState.errors.reason?.message

  return (
    <Dialog open={conflicts !== null} onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg" data-testid="day-off-conflict">
        <DialogHeader>
          <DialogTitle>{t('providerSchedule.conflict.title')}</DialogTitle>
          <DialogDescription>{t('providerSchedule.conflict.description')}</DialogDescription>
        </DialogHeader>

        <div className="grid gap-3">
          {days.map((day) => (
            <section key={day.date} className="rounded-lg border">
              <h4 className="border-b bg-muted/50 px-3 py-2 text-sm font-semibold">{formatDateKey(day.date, i18n.language)}</h4>
              <ul className="divide-y">
                {day.bookings.map((booking) => (
                  <li key={booking.appointmentId} className="flex items-center gap-3 px-3 py-2 text-sm" data-testid="conflict-booking">
                    <span className="w-12 shrink-0 font-semibold tabular-nums">{booking.time}</span>
                    <span className="min-w-0 truncate">{booking.patientName}</span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>

        <form
          id="cancel-bookings-form"
          className="grid gap-2"
          onSubmit={form.handleSubmit(({ reason }) => onCancelBookings(reason))}
          noValidate
        >
          <Field id="cancel-reason" label={t('providerSchedule.conflict.reason')} error={reasonError}>
            <Textarea
              {...fieldA11y('cancel-reason', { error: reasonError })}
              rows={2}
              maxLength={500}
              placeholder={t('providerSchedule.conflict.reasonPlaceholder')}
              disabled={pending}
              {...form.register('reason')}
            />
          </Field>
          {error ? (
            <p role="alert" className="rounded-lg bg-destructive/10 p-3 text-sm text-destructive">
              {t('providerSchedule.conflict.cancelFailed', { message: error })}
            </p>
          ) : null}
        </form>

        <DialogFooter className="gap-2 sm:flex-wrap">
          <Button type="button" variant="ghost" onClick={onClose} disabled={pending}>
            {t('providerSchedule.conflict.back')}
          </Button>
          <Button type="button" variant="outline" disabled={pending} onClick={() => onKeepOpen(days.map((d) => d.date))}>
            {t('providerSchedule.conflict.keepOpen')}
          </Button>
          <SubmitButton
            pending={pending}
            pendingLabel={t('providerSchedule.conflict.cancelling')}
            form="cancel-bookings-form"
            variant="destructive"
          >
            {t('providerSchedule.conflict.cancelBookings')}
          </SubmitButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { SubmitButton } from '@/components/ui/submit-button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { toast } from '@/components/ui/use-toast'
import { useDiscardGuard } from '@/hooks/use-discard-guard'
import { ApiError, getErrorMessage } from '@/lib/api'
import { formatLongDate, formatTime } from '@/lib/format'
import { toDateKey } from '@/lib/clinic-time'
import { useProviderAvailability } from '../../api/get-provider-availability'
import { useRescheduleAppointment } from '../../api/reschedule-appointment'
import { tomorrowKey } from '../../lib/clinic-calendar'
import { ScheduleStep } from '../booking/schedule-step'
import type { ChangeTarget } from './cancel-appointment-dialog'

type RescheduleDialogProps = { target: (ChangeTarget & { providerId: string }) | null; onClose: () => void }

/**
 * docs/scheduling-and-notification.md#cancel-and-reschedule: another free slot of the same provider,
 * picked from the booking's availability (GET /api/providers/:id/availability), then POST …/reschedule.
 * A slot taken meanwhile (409) is shown above the slots, which reload.
 */
export function RescheduleAppointmentDialog({ target, onClose }: RescheduleDialogProps) {
  const { t, i18n } = useTranslation()
  const mutation = useRescheduleAppointment()
  const minDate = tomorrowKey()
  const [date, setDate] = useState('')
  const [scheduledAt, setScheduledAt] = useState<string | null>(null)
  const [conflict, setConflict] = useState<string | null>(null)

  useEffect(() => {
    if (!target) return
    const current = toDateKey(new Date(target.scheduledAt))
    setDate(current >= minDate ? current : minDate)
    setScheduledAt(null)
    setConflict(null)
  }, [target, minDate])

  // a new time chosen is not thrown away by a stray Escape or click outside
  const discard = useDiscardGuard(scheduledAt !== null, onClose)
  const availability = useProviderAvailability(target ? target.providerId : null, date && date >= minDate ? date : null)
  const slots = availability.data?.slots.map((slot) =>
    target && slot.scheduledAt === new Date(target.scheduledAt).toISOString() ? { ...slot, available: false } : slot
  )

  function submit() {
    if (!target || !scheduledAt) return
    mutation.mutate(
      { id: target.id, scheduledAt },
      {
        onSuccess: (appointment) => {
          toast({
            title: t('appointmentChanges.rescheduleDialog.successTitle'),
            description: t('appointmentChanges.rescheduleDialog.successDescription', {
              date: formatLongDate(appointment.scheduledAt, i18n.language),
              time: formatTime(appointment.scheduledAt, i18n.language),
            }),
          })
          onClose()
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            setConflict(getErrorMessage(error))
            setScheduledAt(null)
            void availability.refetch()
            return
          }
          toast({
            variant: 'destructive',
            title: t('appointmentChanges.rescheduleDialog.failedTitle'),
            description: getErrorMessage(error),
          })
        },
      }
    )
  }

  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open && !mutation.isPending) onClose()
      }}
    >
      <DialogContent
        className="max-h-[calc(100svh-2rem)] max-w-xl overflow-y-auto"
        closeLabel={t('common.close')}
        data-testid="reschedule-dialog"
        {...discard.guard}
      >
        <DialogHeader>
          <DialogTitle>{t('appointmentChanges.rescheduleDialog.title')}</DialogTitle>
          <DialogDescription>
            {target
              ? t('appointmentChanges.rescheduleDialog.description', {
                  name: target.counterpartName,
                  date: formatLongDate(target.scheduledAt, i18n.language),
                  time: formatTime(target.scheduledAt, i18n.language),
                })
              : null}
          </DialogDescription>
        </DialogHeader>
        <ScheduleStep
          minDate={minDate}
          date={date}
          onDateChange={(next) => {
            setDate(next)
            setScheduledAt(null)
          }}
          slots={slots}
          slotsLoading={availability.isPending}
          slotsError={availability.error}
          scheduledAt={scheduledAt}
          onSlotChange={(next) => {
            setScheduledAt(next)
            setConflict(null)
          }}
          conflict={conflict}
        />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose} disabled={mutation.isPending}>
            {t('appointmentChanges.rescheduleDialog.keep')}
          </Button>
          <SubmitButton
            pending={mutation.isPending}
            type="button"
            onClick={submit}
            disabled={!scheduledAt}
            data-testid="reschedule-confirm"
          >
            {t('appointmentChanges.rescheduleDialog.confirm')}
          </SubmitButton>
        </DialogFooter>
        {discard.confirm}
      </DialogContent>
    </Dialog>
  )
}

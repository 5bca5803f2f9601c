import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toast } from '@/components/ui/use-toast'
import { getErrorMessage } from '@/lib/api'
import { formatLongDate, formatTime } from '@/lib/format'
import { useUpdateAppointmentStatus } from '../../api/update-appointment-status'
import type { AppointmentItem } from '@modules/scheduling/contracts/appointment-item'

type CancelAppointmentDialogProps = { appointment: AppointmentItem | null; onClose: () => void }

/** Confirms, then moves the appointment to CANCELLED (docs/product.md#appointment-states). */
export function CancelAppointmentDialog({ appointment, onClose }: CancelAppointmentDialogProps) {
  const { t, i18n } = useTranslation()
  const mutation = useUpdateAppointmentStatus()

  function handleConfirm() {
    if (!appointment) return
    mutation.mutate(
      { id: appointment.id, status: 'CANCELLED' },
      {
        onSuccess: () => {
          toast({
            title: t('scheduling.patientDashboard.cancel.successTitle'),
            description: t('scheduling.patientDashboard.cancel.successDescription'),
          })
          onClose()
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('scheduling.patientDashboard.cancel.failedTitle'),
            description: getErrorMessage(error),
          }),
      }
    )
  }

  return (
    <ConfirmDialog
      open={appointment !== null}
      onOpenChange={(open) => {
        if (!open && !mutation.isPending) onClose()
      }}
      title={t('scheduling.patientDashboard.cancel.title')}
      description={
        appointment
          ? t('scheduling.patientDashboard.cancel.description', {
              provider: appointment.provider?.displayName ?? t('scheduling.unknownProvider'),
              date: formatLongDate(appointment.scheduledAt, i18n.language),
              time: formatTime(appointment.scheduledAt, i18n.language),
            })
          : ''
      }
      cancelLabel={t('scheduling.patientDashboard.cancel.keep')}
      confirmLabel={t('scheduling.patientDashboard.cancel.confirm')}
      onConfirm={handleConfirm}
      pending={mutation.isPending}
      destructive
    />
  )
}

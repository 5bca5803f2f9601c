import { CalendarClock, History, Info, XCircle } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import type { AppointmentStatus } from '@modules/scheduling/contracts/appointment-status'
import { formatHours, patientChangeState } from '../../lib/change-window'

type PatientChangeActionsProps = {
  appointment: { id: string; scheduledAt: string; status: AppointmentStatus }
  /** The clinic's cut-off (clinic settings, given by the route); undefined while loading: buttons wait. */
  cutoffHours: number | undefined
  onReschedule: () => void
  onCancel: () => void
  onHistory: () => void
}

/**
 * 'Ubah Jadwal' and 'Batalkan' on the patient's card; after the cut-off both stay visible, disabled,
 * with the reason under them (a tooltip would not reach touch screens).
 */
export function PatientChangeActions({
  appointment,
  cutoffHours: setting,
  onReschedule,
  onCancel,
  onHistory,
}: PatientChangeActionsProps) {
  const { t } = useTranslation()
  const cutoffHours = setting ?? 2
  const state = patientChangeState(appointment, cutoffHours)
  const lockedText = t('appointmentChanges.locked', { hours: formatHours(cutoffHours) })
  const locked = state === 'locked' || setting === undefined
  const explanationId = `change-locked-${appointment.id}`
  const describedBy = state === 'locked' ? explanationId : undefined
  return (
    <div className="grid gap-1.5">
      <div className="flex flex-wrap gap-2">
        <Button variant="ghost" size="sm" onClick={onHistory} data-testid="appointment-history-button">
          <History aria-hidden />
          {t('appointmentChanges.history')}
        </Button>
        {state !== 'closed' ? (
          <>
            <Button
              variant="outline"
              size="sm"
              onClick={onReschedule}
              disabled={locked}
              title={state === 'locked' ? lockedText : undefined}
              aria-describedby={describedBy}
              data-testid="reschedule-button"
            >
              <CalendarClock aria-hidden />
              {t('appointmentChanges.reschedule')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="text-destructive hover:bg-destructive/10 hover:text-destructive"
              onClick={onCancel}
              disabled={locked}
              title={state === 'locked' ? lockedText : undefined}
              aria-describedby={describedBy}
              data-testid="cancel-button"
            >
              <XCircle aria-hidden />
              {t('appointmentChanges.cancel')}
            </Button>
          </>
        ) : null}
      </div>
      {state === 'locked' ? (
        <p id={explanationId} className="flex items-center gap-1.5 text-xs text-muted-foreground" data-testid="change-locked">
          <Info className="size-3.5 shrink-0" aria-hidden />
          {lockedText}
        </p>
      ) : null}
    </div>
  )
}

import { CalendarOff, Clock } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SubmitButton } from '@/components/ui/submit-button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/use-toast'
import { getErrorMessage } from '@/lib/api'
import { toDateKey } from '@/lib/clinic-time'

import { useCancelAppointment } from '../../api/cancel-appointment'
import { useProviderSchedule } from '../../api/get-provider-schedule'
import { dayOffConflicts, useUpdateProviderSchedule } from '../../api/update-provider-schedule'
import { addDayOff, draftFrom, removeDaysOff, toRequest, toggleSlot, type ScheduleDraft } from '../../lib/provider-schedule-draft'
import { DayOffConflictDialog } from './day-off-conflict-dialog'
import { DaysOffList } from './days-off-list'
import { WeeklySlotGrid } from './weekly-slot-grid'
import type { DayOffConflictDto } from '@/api/openapi'

/**
 * 'Jadwal Praktik' on /provider/profil: weekly clinic slots and days off, saved together. The
 * grid's columns are the clinic's slots as the server answers them with the schedule (features
 * never import each other, so not through the clinic feature's query).
 */
export function ProviderScheduleSection() {
  const { t } = useTranslation()
  const schedule = useProviderSchedule()
  const update = useUpdateProviderSchedule()
  const cancel = useCancelAppointment()
  const [draft, setDraft] = useState<ScheduleDraft | null>(null)
  const [conflicts, setConflicts] = useState<DayOffConflictDto[] | null>(null)
  const [cancelError, setCancelError] = useState<string | null>(null)

  // the server's copy replaces the draft when it (re)loads, e.g. after a save on another screen
  useEffect(() => {
    if (schedule.data) setDraft(draftFrom(schedule.data))
  }, [schedule.data])

  const settings = schedule.data ? { slots: schedule.data.clinicSlots, timezone: schedule.data.timezone } : null
  if (!draft || !settings) {
    if (schedule.error) {
      return (
        <Card>
          <CardContent className="p-6 text-sm text-destructive" role="alert">
            {t('providerSchedule.loadFailed', { message: getErrorMessage(schedule.error) })}
          </CardContent>
        </Card>
      )
    }
    return (
      <Card>
        <CardContent className="flex items-center gap-2 p-6 text-sm text-muted-foreground">
          <Spinner />
          {t('providerSchedule.loading')}
        </CardContent>
      </Card>
    )
  }
  const today = toDateKey(new Date(), settings.timezone)
  const busy = update.isPending || cancel.isPending

  function save(next: ScheduleDraft, done?: () => void) {
    update.mutate(toRequest(next), {
      onSuccess: () => {
        setConflicts(null)
        if (done) done()
        else toast({ title: t('providerSchedule.savedTitle'), description: t('providerSchedule.savedDescription') })
      },
      onError: (error) => {
        const listed = dayOffConflicts(error)
        if (listed) return setConflicts(listed)
        toast({ variant: 'destructive', title: t('providerSchedule.saveFailed'), description: getErrorMessage(error) })
      },
    })
  }

  async function cancelBookings(reason: string) {
    if (!conflicts || !draft) return
    setCancelError(null)
    try {
      for (const booking of conflicts) await cancel.mutateAsync({ id: booking.appointmentId, reason })
    } catch (error) {
      return setCancelError(getErrorMessage(error))
    }
    const count = conflicts.length
    save(draft, () =>
      toast({
        title: t('providerSchedule.conflict.cancelledTitle'),
        description: t('providerSchedule.conflict.cancelledDescription', { count }),
      })
    )
  }

  function keepOpen(dates: string[]) {
    if (!draft) return
    const next = removeDaysOff(draft, dates)
    setDraft(next)
    save(next, () =>
      toast({ title: t('providerSchedule.conflict.keptOpenTitle'), description: t('providerSchedule.conflict.keptOpenDescription') })
    )
  }

  return (
    <Card data-testid="provider-schedule">
      <CardHeader>
        <CardTitle>{t('providerSchedule.title')}</CardTitle>
        <CardDescription>{t('providerSchedule.subtitle')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-8">
        <section className="grid gap-3" aria-labelledby="schedule-weekly-heading">
          <div className="grid gap-1">
            <h3 id="schedule-weekly-heading" className="flex items-center gap-2 font-semibold">
              <Clock className="size-4 text-primary" aria-hidden />
              {t('providerSchedule.weekly.heading')}
            </h3>
            <p className="text-sm text-muted-foreground">{t('providerSchedule.weekly.hint', { zone: settings.timezone })}</p>
            {!schedule.data?.saved ? <p className="text-xs text-muted-foreground">{t('providerSchedule.weekly.notSaved')}</p> : null}
          </div>
          <WeeklySlotGrid
            weekly={draft.weekly}
            clinicSlots={settings.slots}
            disabled={busy}
            onToggle={(day, slot) => setDraft(toggleSlot(draft, day, slot, settings.slots))}
          />
        </section>

        <section className="grid gap-3" aria-labelledby="schedule-days-off-heading">
          <div className="grid gap-1">
            <h3 id="schedule-days-off-heading" className="flex items-center gap-2 font-semibold">
              <CalendarOff className="size-4 text-primary" aria-hidden />
              {t('providerSchedule.daysOff.heading')}
            </h3>
            <p className="text-sm text-muted-foreground">{t('providerSchedule.daysOff.hint')}</p>
          </div>
          <DaysOffList
            daysOff={draft.daysOff}
            draft={draft}
            today={today}
            disabled={busy}
            onAdd={(date, reason) => setDraft(addDayOff(draft, date, reason))}
            onRemove={(date) => setDraft(removeDaysOff(draft, [date]))}
          />
        </section>
      </CardContent>
      <CardFooter className="justify-end">
        <SubmitButton
          type="button"
          pending={update.isPending}
          pendingLabel={t('providerSchedule.saving')}
          onClick={() => save(draft)}
          disabled={busy}
          data-testid="schedule-save"
        >
          {t('providerSchedule.save')}
        </SubmitButton>
      </CardFooter>

      <DayOffConflictDialog
        conflicts={conflicts}
        pending={busy}
        error={cancelError}
        onCancelBookings={(reason) => void cancelBookings(reason)}
        onKeepOpen={keepOpen}
        onClose={() => {
          setConflicts(null)
          setCancelError(null)
        }}
      />
    </Card>
  )
}

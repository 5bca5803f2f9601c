import { AlertTriangle, CalendarDays, CalendarOff } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Field, fieldA11y } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { RadioGroup } from '@/components/ui/radio-group'
import { RadioChip } from '@/components/ui/radio-chip'
import { Spinner } from '@/components/ui/spinner'
import { Textarea } from '@/components/ui/textarea'
import { getErrorMessage } from '@/lib/api'
import { formatDateKey, formatTime } from '@/lib/format'
import type { AvailabilitySlot } from '@/api/openapi'

type ScheduleStepProps = {
  minDate: string
  date: string
  onDateChange: (date: string) => void
  slots: AvailabilitySlot[] | undefined
  slotsLoading: boolean
  slotsError: unknown
  scheduledAt: string | null
  onSlotChange: (scheduledAt: string) => void
  /** Without these (rescheduling) the complaint field is left out. */
  complaint?: string
  onComplaintChange?: (complaint: string) => void
  /** the server's message after a taken-slot refusal (409) */
  conflict: string | null
  /** the provider is off that whole day ('Tenaga kesehatan libur') */
  dayOff?: boolean
  /** shown when every slot of a working day is taken: the waitlist's join button */
  whenFull?: ReactNode
}

/** Step 2: a date from tomorrow, one of that day's free times, and an optional complaint. */
export function ScheduleStep(props: ScheduleStepProps) {
  const { t, i18n } = useTranslation()
  const { minDate, date, slots, slotsLoading, slotsError, scheduledAt, conflict } = props
  const tooEarly = date !== '' && date < minDate
  const dateError = tooEarly
    ? t('scheduling.booking.schedule.dateTooEarly', { date: formatDateKey(minDate, i18n.language) })
    : undefined

  return (
    <div className="grid gap-5">
      {conflict ? (
        <div
          role="alert"
          data-testid="booking-conflict"
          className="flex gap-3 rounded-lg border border-destructive/30 bg-destructive/10 p-3 text-sm text-destructive"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          <div>
            <p className="font-semibold">{t('scheduling.booking.schedule.conflictTitle')}</p>
            <p>{conflict}</p>
          </div>
        </div>
      ) : null}

      <Field
        id="booking-date"
        label={t('scheduling.booking.schedule.date')}
        hint={t('scheduling.booking.schedule.dateHint', { date: formatDateKey(minDate, i18n.language) })}
        error={dateError}
      >
        <Input
          {...fieldA11y('booking-date', { error: dateError, hint: true })}
          type="date"
          min={minDate}
          required
          value={date}
          onChange={(event) => props.onDateChange(event.target.value)}
        />
      </Field>

      <div className="grid gap-2">
        <p id="booking-time-label" className="text-sm font-medium">
          {t('scheduling.booking.schedule.time')}
        </p>
        {!date || tooEarly ? (
          <p className="flex items-center gap-2 rounded-lg border border-dashed p-3 text-sm text-muted-foreground">
            <CalendarDays className="size-4" aria-hidden />
            {t('scheduling.booking.schedule.pickDateFirst')}
          </p>
        ) : slotsLoading ? (
          <p className="flex items-center gap-2 p-3 text-sm text-muted-foreground">
            <Spinner />
            {t('scheduling.booking.schedule.loadingSlots')}
          </p>
        ) : slotsError ? (
          <p role="alert" className="rounded-lg bg-destructive/10 p-3 text-sm text-destructive">
            {t('scheduling.booking.schedule.slotsFailed', { message: getErrorMessage(slotsError) })}
          </p>
        ) : props.dayOff ? (
          <p data-testid="booking-day-off" className="flex items-center gap-2 rounded-lg bg-muted p-3 text-sm text-muted-foreground">
            <CalendarOff className="size-4 shrink-0" aria-hidden />
            {t('providerSchedule.booking.dayOff')}
          </p>
        ) : slots?.length === 0 ? (
          <p data-testid="booking-not-working" className="rounded-lg bg-muted p-3 text-sm text-muted-foreground">
            {t('providerSchedule.booking.notWorking')}
          </p>
        ) : !slots?.some((slot) => slot.available) ? (
          <>
            <p className="rounded-lg bg-muted p-3 text-sm text-muted-foreground">{t('scheduling.booking.schedule.noSlots')}</p>
            {slots && slots.length > 0 ? props.whenFull : null}
          </>
        ) : (
          <RadioGroup
            aria-labelledby="booking-time-label"
            value={scheduledAt ?? ''}
            onValueChange={props.onSlotChange}
            className="grid grid-cols-3 gap-2 sm:grid-cols-5"
          >
            {slots.map((slot) => (
              <RadioChip key={slot.scheduledAt} value={slot.scheduledAt} disabled={!slot.available} data-testid="booking-slot">
                <span>{formatTime(slot.scheduledAt, i18n.language)}</span>
                {!slot.available ? <span className="text-[0.7rem] font-normal">{t('scheduling.booking.schedule.taken')}</span> : null}
              </RadioChip>
            ))}
          </RadioGroup>
        )}
      </div>

      {props.onComplaintChange ? (
        <Field id="booking-complaint" label={t('scheduling.booking.schedule.complaint')}>
          <Textarea
            {...fieldA11y('booking-complaint')}
            rows={3}
            maxLength={1000}
            placeholder={t('scheduling.booking.schedule.complaintPlaceholder')}
            value={props.complaint}
            onChange={(event) => props.onComplaintChange?.(event.target.value)}
          />
        </Field>
      ) : null}
    </div>
  )
}

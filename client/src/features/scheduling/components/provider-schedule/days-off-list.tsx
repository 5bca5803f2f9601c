import { Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Field, fieldA11y } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { formatDateKey } from '@/lib/format'
import { dayOffProblem, type ScheduleDraft } from '../../lib/provider-schedule-draft'

type DaysOffListProps = {
  daysOff: ScheduleDraft['daysOff']
  draft: ScheduleDraft
  today: string
  onAdd: (date: string, reason: string) => void
  onRemove: (date: string) => void
  disabled?: boolean
}

/** The dated days off: a date picker (today or later) with an optional reason, and the list with remove buttons. */
export function DaysOffList({ daysOff, draft, today, onAdd, onRemove, disabled }: DaysOffListProps) {
  const { t, i18n } = useTranslation()
  const [date, setDate] = useState('')
  const [reason, setReason] = useState('')
  const [problem, setProblem] = useState<string | undefined>()

  function add() {
    const why = dayOffProblem(draft, date, reason, today)
    if (why) return setProblem(t(`providerSchedule.daysOff.errors.${why}`))
    onAdd(date, reason)
    setDate('')
    setReason('')
    setProblem(undefined)
  }

  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end">
        <Field id="day-off-date" label={t('providerSchedule.daysOff.date')} error={problem}>
          <Input
            {...fieldA11y('day-off-date', { error: problem })}
            type="date"
            min={today}
            value={date}
            disabled={disabled}
            onChange={(event) => setDate(event.target.value)}
          />
        </Field>
        <Field id="day-off-reason" label={t('providerSchedule.daysOff.reason')}>
          <Input
            {...fieldA11y('day-off-reason')}
            maxLength={200}
            placeholder={t('providerSchedule.daysOff.reasonPlaceholder')}
            value={reason}
            disabled={disabled}
            onChange={(event) => setReason(event.target.value)}
          />
        </Field>
        <Button
          type="button"
          variant="outline"
          onClick={add}
          disabled={disabled}
          data-testid="day-off-add"
          className={problem ? 'sm:mb-6' : ''}
        >
          <Plus className="size-4" aria-hidden />
          {t('providerSchedule.daysOff.add')}
        </Button>
      </div>

      {daysOff.length === 0 ? (
        <p className="rounded-lg bg-muted p-3 text-sm text-muted-foreground">{t('providerSchedule.daysOff.empty')}</p>
      ) : (
        <ul className="grid gap-2" data-testid="days-off">
          {daysOff.map((day) => (
            <li key={day.date} className="flex items-center justify-between gap-3 rounded-lg border p-3" data-testid="day-off">
              <div className="min-w-0">
                <p className="font-medium">{formatDateKey(day.date, i18n.language)}</p>
                {day.reason ? <p className="truncate text-sm text-muted-foreground">{day.reason}</p> : null}
              </div>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                disabled={disabled}
                aria-label={t('providerSchedule.daysOff.remove', { date: formatDateKey(day.date, i18n.language) })}
                onClick={() => onRemove(day.date)}
              >
                <Trash2 className="size-4" aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

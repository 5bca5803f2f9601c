import { useTranslation } from 'react-i18next'
import { SCHEDULE_WEEKDAYS, type ScheduleWeekday } from '@modules/scheduling/contracts/provider-schedule'
import { cn } from '@/lib/utils'

type WeeklySlotGridProps = {
  weekly: Record<ScheduleWeekday, string[]>
  clinicSlots: readonly string[]
  onToggle: (weekday: ScheduleWeekday, slot: string) => void
  disabled?: boolean
}

/** Weekdays (rows) × clinic slots (columns): each cell a toggle button. Scrolls sideways when the clinic has many slots. */
export function WeeklySlotGrid({ weekly, clinicSlots, onToggle, disabled }: WeeklySlotGridProps) {
  const { t } = useTranslation()
  return (
    <div className="overflow-x-auto rounded-lg border" data-testid="schedule-grid">
      <table className="w-full border-collapse text-sm">
        <thead>
          <tr className="bg-muted/50">
            <th scope="col" className="px-2 py-2 text-left font-medium text-muted-foreground sm:px-3">
              {t('providerSchedule.weekly.day')}
            </th>
            {clinicSlots.map((slot) => (
              <th key={slot} scope="col" className="px-1 py-2 text-center font-medium tabular-nums text-muted-foreground">
                {slot}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {SCHEDULE_WEEKDAYS.map((day) => {
            const dayName = t(`providerSchedule.weekly.weekdays.${day}`)
            return (
              <tr key={day} className="border-t">
                <th scope="row" className="px-2 py-1.5 text-left font-medium sm:px-3">
                  <span className="sm:hidden">{dayName.slice(0, 3)}</span>
                  <span className="hidden sm:inline">{dayName}</span>
                </th>
                {clinicSlots.map((slot) => {
                  const on = weekly[day].includes(slot)
                  return (
                    <td key={slot} className="px-0.5 py-1.5 text-center sm:px-1">
                      <button
                        type="button"
                        aria-pressed={on}
                        aria-label={t('providerSchedule.weekly.slotLabel', { day: dayName, time: slot })}
                        data-testid={`schedule-slot-${day}-${slot}`}
                        disabled={disabled}
                        onClick={() => onToggle(day, slot)}
                        className={cn(
                          'inline-flex h-9 w-full min-w-9 items-center sm:min-w-11 justify-center rounded-md border text-xs font-semibold tabular-nums outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/40 disabled:opacity-50',
                          on
                            ? 'border-primary bg-primary text-primary-foreground hover:bg-primary/90'
                            : 'border-input bg-card text-muted-foreground hover:bg-accent'
                        )}
                      >
                        {on ? '✓' : '–'}
                      </button>
                    </td>
                  )
                })}
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

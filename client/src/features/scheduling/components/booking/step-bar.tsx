import { Check } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/utils'
import { BOOKING_STEPS } from '../../lib/booking-wizard'

/** The four steps of docs/product.md#booking-wizard; the current one is marked, earlier ones are ticked. */
export function StepBar({ current }: { current: number }) {
  const { t } = useTranslation()
  return (
    <ol aria-label={t('scheduling.booking.stepBar')} className="grid grid-cols-4 gap-2" data-testid="booking-steps">
      {BOOKING_STEPS.map((step, index) => {
        const number = index + 1
        const done = number < current
        const active = number === current
        return (
          <li
            key={step}
            aria-current={active ? 'step' : undefined}
            className="grid content-start justify-items-center gap-1.5 text-center"
          >
            <span className="flex w-full items-center">
              <span
                className={cn('h-0.5 flex-1 rounded-full', index === 0 ? 'opacity-0' : done || active ? 'bg-primary' : 'bg-border')}
              />
              <span
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-xs font-semibold transition-colors',
                  done && 'border-primary bg-primary text-primary-foreground',
                  active && 'border-primary bg-primary/10 text-primary',
                  !done && !active && 'border-border bg-card text-muted-foreground'
                )}
              >
                {done ? <Check className="size-4" aria-hidden /> : number}
              </span>
              <span
                className={cn(
                  'h-0.5 flex-1 rounded-full',
                  index === BOOKING_STEPS.length - 1 ? 'opacity-0' : done ? 'bg-primary' : 'bg-border'
                )}
              />
            </span>
            <span
              className={cn(
                'text-[0.7rem] leading-tight sm:text-xs',
                active ? 'font-semibold text-foreground' : 'text-muted-foreground'
              )}
            >
              {t(`scheduling.booking.steps.${step}`)}
            </span>
          </li>
        )
      })}
    </ol>
  )
}

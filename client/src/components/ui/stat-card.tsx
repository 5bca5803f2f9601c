import type { LucideIcon } from 'lucide-react'
import type * as React from 'react'
import { cn } from '@/lib/utils'

const tones = {
  teal: 'bg-primary/10 text-primary',
  sky: 'bg-sky-500/10 text-sky-700',
  amber: 'bg-amber-500/15 text-amber-700',
  violet: 'bg-violet-500/10 text-violet-700',
} as const

type StatCardProps = {
  icon: LucideIcon
  label: React.ReactNode
  value: React.ReactNode
  hint?: React.ReactNode
  tone?: keyof typeof tones
  /** Makes the whole card a button. */
  onClick?: () => void
  className?: string
  'data-testid'?: string
}

/** A dashboard tile: icon, label, a prominent value and a hint; optionally a button. */
export function StatCard({ icon: Icon, label, value, hint, tone = 'teal', onClick, className, ...rest }: StatCardProps) {
  const body = (
    <>
      <span className={cn('flex size-11 shrink-0 items-center justify-center rounded-xl', tones[tone])}>
        <Icon className="size-5" aria-hidden />
      </span>
      <span className="grid min-w-0 gap-0.5">
        <span className="text-sm font-medium text-muted-foreground">{label}</span>
        <span
          data-testid={rest['data-testid'] ? `${rest['data-testid']}-value` : undefined}
          className="truncate text-2xl font-bold tracking-tight"
        >
          {value}
        </span>
        {hint ? <span className="line-clamp-2 text-xs text-muted-foreground">{hint}</span> : null}
      </span>
    </>
  )
  const base = 'flex items-start gap-4 rounded-xl border bg-card p-5 text-left text-card-foreground shadow-sm'
  if (onClick) {
    return (
      <button
        type="button"
        onClick={onClick}
        data-testid={rest['data-testid']}
        className={cn(
          base,
          'w-full transition hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-none',
          className
        )}
      >
        {body}
      </button>
    )
  }
  return (
    <div data-testid={rest['data-testid']} className={cn(base, className)}>
      {body}
    </div>
  )
}

import { Loader2 } from 'lucide-react'
import { cn } from '@/lib/utils'

type SpinnerProps = { className?: string; label?: string }

/** An indeterminate progress indicator; `label` is read by assistive tech. */
export function Spinner({ className, label }: SpinnerProps) {
  return (
    <span role="status" aria-live="polite" className="inline-flex items-center">
      <Loader2 aria-hidden className={cn('size-5 animate-spin text-primary', className)} />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  )
}

export function FullPageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-svh items-center justify-center" data-testid="page-spinner">
      <Spinner className="size-8" label={label} />
    </div>
  )
}

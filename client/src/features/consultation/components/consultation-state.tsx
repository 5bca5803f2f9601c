import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'

type StateProps = {
  icon?: LucideIcon
  title: string
  children?: ReactNode
  /** The signed-in user's dashboard; omitted while it is not known yet. */
  home?: string
  tone?: 'default' | 'destructive'
  testId: string
}

/** Loading, error, not-found and closed states: one card, centred, with the way back. */
export function ConsultationState({ icon: Icon, title, children, home, tone = 'default', testId }: StateProps) {
  const { t } = useTranslation()
  return (
    <main className="flex min-h-svh items-center justify-center bg-muted/40 p-6" data-testid={testId}>
      <div className="grid w-full max-w-md justify-items-center gap-4 rounded-2xl border bg-card p-8 text-center shadow-sm">
        {Icon ? (
          <span
            className={
              tone === 'destructive'
                ? 'flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive'
                : 'flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary'
            }
          >
            <Icon className="size-6" aria-hidden />
          </span>
        ) : (
          <Spinner className="size-8" />
        )}
        <h1 className="text-xl font-semibold tracking-tight">{title}</h1>
        {children ? <div className="grid gap-1 text-sm text-muted-foreground">{children}</div> : null}
        {home ? (
          <Button asChild className="mt-2">
            <Link to={home}>{t('consultation.backToDashboard')}</Link>
          </Button>
        ) : null}
      </div>
    </main>
  )
}

import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { LogoMark } from '@/components/layout/logo'

/** The logo, a link back to the role's dashboard. */
export function HomeLogo({ home }: { home: string }) {
  const { t } = useTranslation()
  return (
    <Link to={home} className="rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40">
      <LogoMark className="size-8" />
      <span className="sr-only">{t('consultation.backToDashboard')}</span>
    </Link>
  )
}

/** The top bar of the waiting room and the summary: the logo back to the dashboard, a title, optional actions. */
export function ScreenBar({ home, title, children }: { home: string; title: string; children?: ReactNode }) {
  return (
    <header className="border-b bg-card">
      <div className="flex items-center gap-4 px-4 py-3 sm:px-6">
        <HomeLogo home={home} />
        <h1 className="min-w-0 flex-1 text-base leading-tight font-semibold tracking-tight sm:text-lg">{title}</h1>
        {children}
      </div>
    </header>
  )
}

/** One labelled fact of an appointment (date, time, who, status). */
export function Fact({
  label,
  testId,
  className,
  children,
}: {
  label: string
  testId?: string
  className?: string
  children: ReactNode
}) {
  return (
    <div className={className}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium" data-testid={testId}>
        {children}
      </dd>
    </div>
  )
}

import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * Heading and body of the four learning pages. They render inside the provider layout
 * (app/layouts/provider-layout), whose sidebar holds the 'Pembelajaran' links.
 */
export function LearningPage({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <>
      <header>
        <p className="text-sm font-medium text-primary">{t('learning.area')}</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight">{title}</h1>
        <p className="mt-1 max-w-3xl text-muted-foreground">{subtitle}</p>
      </header>
      {children}
    </>
  )
}

import type { ReactNode } from 'react'
import { ArrowLeft } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { LanguageSwitch } from '@/components/layout/language-switch'
import { Logo } from '@/components/layout/logo'

/** The signed-out pages' frame (sign in, forgotten password, links from e-mails): back home, language, logo, content. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <div className="relative min-h-svh overflow-hidden bg-gradient-to-br from-teal-50 via-background to-emerald-50/60">
      <div aria-hidden className="pointer-events-none absolute -top-32 -right-32 size-96 rounded-full bg-teal-200/30 blur-3xl" />
      <div
        aria-hidden
        className="pointer-events-none absolute -bottom-40 -left-32 size-[28rem] rounded-full bg-emerald-200/30 blur-3xl"
      />

      <header className="relative mx-auto flex max-w-5xl items-center justify-between px-4 py-5 sm:px-6">
        <Link
          to="/"
          className="inline-flex items-center gap-2 rounded-md text-sm font-medium text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/40"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {t('auth.backHome')}
        </Link>
        <LanguageSwitch />
      </header>

      <main className="relative mx-auto flex w-full max-w-2xl flex-col items-center px-4 pt-4 pb-16 sm:px-6">
        <Logo withTagline className="mb-8" />
        {children}
      </main>
    </div>
  )
}

import { useTranslation } from 'react-i18next'
import { LandingLink } from './landing-link'
import { LanguageSwitch } from '@/components/layout/language-switch'
import { Logo } from '@/components/layout/logo'
import { Button } from '@/components/ui/button'

export function TopBar() {
  const { t } = useTranslation()
  return (
    <header className="sticky top-0 z-40 border-b border-border/60 bg-background/80 backdrop-blur-md supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <LandingLink to="/" className="rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40">
          <Logo withTagline />
        </LandingLink>
        <nav
          aria-label={t('landing.nav.ariaLabel')}
          className="hidden items-center gap-8 text-sm font-medium text-muted-foreground md:flex"
        >
          <a href="#features" className="transition-colors hover:text-foreground">
            {t('landing.nav.features')}
          </a>
          <a href="#services" className="transition-colors hover:text-foreground">
            {t('landing.nav.services')}
          </a>
          <a href="#contact" className="transition-colors hover:text-foreground">
            {t('landing.nav.contact')}
          </a>
        </nav>
        <div className="flex items-center gap-2 sm:gap-3">
          <LanguageSwitch />
          <Button asChild variant="ghost" className="hidden sm:inline-flex">
            <LandingLink to="/auth">{t('landing.nav.signIn')}</LandingLink>
          </Button>
          <Button asChild>
            <LandingLink to="/auth">{t('landing.nav.getStarted')}</LandingLink>
          </Button>
        </div>
      </div>
    </header>
  )
}

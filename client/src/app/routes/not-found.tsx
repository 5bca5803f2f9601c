import { Compass } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Logo } from '@/components/layout/logo'
import { Button } from '@/components/ui/button'

export default function NotFoundRoute() {
  const { t } = useTranslation()
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-8 bg-gradient-to-b from-teal-50/60 to-background p-6 text-center">
      <Logo />
      <div>
        <div className="mx-auto mb-6 flex size-16 items-center justify-center rounded-2xl bg-primary/10 text-primary">
          <Compass className="size-8" aria-hidden />
        </div>
        <p className="text-6xl font-extrabold tracking-tight text-primary">{t('notFound.code')}</p>
        <h1 className="mt-3 text-2xl font-semibold">{t('notFound.title')}</h1>
        <p className="mt-2 max-w-md text-muted-foreground">{t('notFound.description')}</p>
      </div>
      <Button asChild size="lg">
        <Link to="/">{t('notFound.home')}</Link>
      </Button>
    </main>
  )
}

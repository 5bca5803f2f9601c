import { TriangleAlert } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useRouteError } from 'react-router'
import { Button } from '@/components/ui/button'

/** Last line of defence for render errors inside the router. */
export function RouteError() {
  const { t } = useTranslation()
  const error = useRouteError()
  if (import.meta.env.DEV) console.error(error)
  return (
    <main role="alert" className="flex min-h-svh flex-col items-center justify-center gap-4 p-6 text-center">
      <TriangleAlert className="size-10 text-destructive" aria-hidden />
      <h1 className="text-2xl font-semibold">{t('errors.unexpectedTitle')}</h1>
      <p className="max-w-md text-muted-foreground">{t('errors.unexpectedDescription')}</p>
      <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
    </main>
  )
}

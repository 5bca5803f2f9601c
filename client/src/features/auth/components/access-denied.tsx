import { ShieldAlert } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { ROLE_HOME } from '@/lib/user'
import type { Role } from '@modules/identity/contracts/roles'

export function AccessDenied({ role }: { role: Role }) {
  const { t } = useTranslation()
  return (
    <main className="flex min-h-svh items-center justify-center bg-muted/40 p-6">
      <div className="w-full max-w-md rounded-2xl border bg-card p-8 text-center shadow-sm">
        <div className="mx-auto mb-5 flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <ShieldAlert className="size-7" aria-hidden />
        </div>
        <h1 className="text-2xl font-semibold tracking-tight">{t('guard.deniedTitle')}</h1>
        <p className="mt-2 text-muted-foreground">{t('guard.deniedDescription')}</p>
        <Button asChild className="mt-6">
          <Link to={ROLE_HOME[role]}>{t('guard.goHome')}</Link>
        </Button>
      </div>
    </main>
  )
}

import { Loader2, LogOut } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { LanguageSwitch } from '@/components/layout/language-switch'
import { Logo } from '@/components/layout/logo'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { useUser } from '@/features/auth/api/get-user'
import { useLogout } from '@/features/auth/api/logout'
import { getErrorMessage } from '@/lib/api'
import { getDisplayName, getInitials, ROLE_HOME } from '@/lib/user'
import { cn } from '@/lib/utils'

/** Header (logo, name, language, 'Keluar') + page body, shared by the role dashboards. */
export function DashboardLayout({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  const { t } = useTranslation()
  const user = useUser().data
  const logoutMutation = useLogout()

  function handleLogout() {
    logoutMutation.mutate(undefined, {
      onError: (error) =>
        toast({ variant: 'destructive', title: t('shell.logoutFailed'), description: getErrorMessage(error) }),
    })
  }

  const name = user ? getDisplayName(user) : ''

  return (
    <div className="min-h-svh bg-muted/40">
      <header className="sticky top-0 z-30 border-b bg-card/90 backdrop-blur-md">
        <div
          className={cn(
            'mx-auto flex h-16 items-center justify-between gap-4 px-4 sm:px-6 lg:px-8',
            wide ? 'max-w-[96rem]' : 'max-w-7xl',
          )}
        >
          <Link
            to={user ? ROLE_HOME[user.role] : '/'}
            className="rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40"
          >
            <Logo />
          </Link>
          <div className="flex items-center gap-2 sm:gap-4">
            {user ? (
              <div className="hidden items-center gap-3 sm:flex">
                <span className="flex size-9 items-center justify-center rounded-full bg-primary/10 text-xs font-semibold text-primary">
                  {getInitials(name)}
                </span>
                <div className="leading-tight">
                  <p data-testid="header-user-name" className="max-w-48 truncate text-sm font-semibold">
                    {name}
                  </p>
                  <p className="text-xs text-muted-foreground">{t(`common.roles.${user.role}`)}</p>
                </div>
              </div>
            ) : null}
            <LanguageSwitch />
            <Button variant="outline" onClick={handleLogout} disabled={logoutMutation.isPending}>
              {logoutMutation.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <LogOut aria-hidden />}
              {logoutMutation.isPending ? t('shell.loggingOut') : t('shell.logout')}
            </Button>
          </div>
        </div>
      </header>
      <main
        className={cn(
          'mx-auto grid grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8 sm:px-6 lg:px-8',
          wide ? 'max-w-[96rem]' : 'max-w-7xl',
        )}
      >{children}</main>
    </div>
  )
}

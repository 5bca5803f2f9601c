import { LogOut, UserCog, UserRound } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { LanguageSwitch } from '@/components/layout/language-switch'
import { Button } from '@/components/ui/button'
import { SubmitButton } from '@/components/ui/submit-button'
import { toast } from '@/components/ui/use-toast'
import { useUser } from '@/features/auth/api/get-user'
import { useLogout } from '@/features/auth/api/logout'
import { MessagesLink } from '@/features/messaging/components/messages-link'
import { NotificationBell } from '@/features/notifications/components/notification-bell'
import { getErrorMessage } from '@/lib/api'
import { getDisplayName, getInitials } from '@/lib/user'

/** Right side of the dashboard headers: who is signed in, language switch, 'Keluar'. */
export function HeaderActions() {
  const { t } = useTranslation()
  const user = useUser().data
  const logoutMutation = useLogout()

  function handleLogout() {
    logoutMutation.mutate(undefined, {
      onError: (error) => toast({ variant: 'destructive', title: t('shell.logoutFailed'), description: getErrorMessage(error) }),
    })
  }

  const name = user ? getDisplayName(user) : ''

  return (
    <div className="flex items-center gap-1 sm:gap-4">
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
      {user?.role === 'PATIENT' ? (
        // narrow screens: the patient dashboard links the profile below the greeting (no room here)
        <Button asChild variant="ghost" size="sm" className="hidden gap-1.5 sm:inline-flex">
          <Link to="/patient/profil" aria-label={t('profile.nav')} data-testid="patient-profile-link">
            <UserRound aria-hidden />
            <span>{t('profile.nav')}</span>
          </Link>
        </Button>
      ) : null}
      {user ? <MessagesLink role={user.role} /> : null}
      {user ? <NotificationBell /> : null}
      <LanguageSwitch />
      <Button asChild variant="ghost" size="icon" aria-label={t('accountSecurity.page.menu')} title={t('accountSecurity.page.menu')}>
        <Link to="/akun" data-testid="header-account-link">
          <UserCog aria-hidden />
        </Link>
      </Button>
      {/* icon only below sm (the label stays the button's name): the header fits a 390 px phone */}
      <SubmitButton
        type="button"
        variant="outline"
        className="max-sm:size-10 max-sm:px-0"
        onClick={handleLogout}
        pending={logoutMutation.isPending}
        icon={<LogOut aria-hidden />}
      >
        <span className="max-sm:sr-only">{logoutMutation.isPending ? t('shell.loggingOut') : t('shell.logout')}</span>
      </SubmitButton>
    </div>
  )
}

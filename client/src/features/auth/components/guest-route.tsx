import type * as React from 'react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, Outlet } from 'react-router'
import { FullPageSpinner } from '@/components/ui/spinner'
import { ROLE_HOME } from '@/lib/user'
import { useUser } from '../api/get-user'
import { endSignOut, isSigningOut } from '../lib/sign-out-intent'

/** Public pages (landing, /auth): a signed-in user is sent to the home of their role. */
export function GuestRoute({ children }: { children?: React.ReactNode }) {
  const { t } = useTranslation()
  const session = useUser()
  const signedOut = !session.isPending && !session.data

  useEffect(() => {
    if (signedOut) endSignOut()
  }, [signedOut])

  if (session.isPending) return <FullPageSpinner label={t('guard.checking')} />
  if (session.data && !isSigningOut()) return <Navigate to={ROLE_HOME[session.data.role]} replace />

  return children ?? <Outlet />
}

import type * as React from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, Outlet } from 'react-router'
import { FullPageSpinner } from '@/components/ui/spinner'
import type { Role } from '@modules/identity/contracts/roles'
import { useUser } from '../api/get-user'
import { isSigningOut } from '../lib/sign-out-intent'
import { AccessDenied } from './access-denied'

type ProtectedRouteProps = {
  /** Roles allowed in; omit to allow any signed-in user. */
  roles?: readonly Role[]
  children?: React.ReactNode
}

/**
 * docs/product.md#screens-and-routes: spinner while the session loads; signed out -> /auth; wrong role -> 'Akses ditolak'.
 * A failed session check counts as signed out.
 */
export function ProtectedRoute({ roles, children }: ProtectedRouteProps) {
  const { t } = useTranslation()
  const session = useUser()

  if (session.isPending) return <FullPageSpinner label={t('guard.checking')} />

  const user = session.data ?? null
  if (!user) return <Navigate to={isSigningOut() ? '/' : '/auth'} replace />
  if (roles && !roles.includes(user.role)) return <AccessDenied role={user.role} />

  return children ?? <Outlet />
}

import { lazy, Suspense } from 'react'
import { Outlet, ScrollRestoration } from 'react-router'
import { useUser } from '@/features/auth/api/get-user'

const RealtimeBridge = lazy(() => import('./realtime-bridge'))

export function RootLayout() {
  // the socket exists only for a signed-in user; guests (the landing page) never download its client
  const signedIn = Boolean(useUser().data)
  return (
    <>
      {signedIn ? (
        <Suspense fallback={null}>
          <RealtimeBridge />
        </Suspense>
      ) : null}
      <Outlet />
      <ScrollRestoration />
    </>
  )
}

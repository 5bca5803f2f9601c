import type { ComponentType } from 'react'
import { createBrowserRouter } from 'react-router'
import { FullPageSpinner } from '@/components/ui/spinner'
import { GuestRoute } from '@/features/auth/components/guest-route'
import { ProtectedRoute } from '@/features/auth/components/protected-route'
import { RootLayout } from './layouts/root-layout'
import { RouteError } from './routes/route-error'

const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
})

/** Spec §2 route table (this milestone: /, /auth, /patient, /provider, /admin, 404). */
export const router = createBrowserRouter([
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: FullPageSpinner,
    children: [
      {
        Component: GuestRoute,
        children: [
          { path: '/', lazy: page(() => import('./routes/landing')) },
          { path: '/auth', lazy: page(() => import('./routes/auth')) },
        ],
      },
      {
        element: <ProtectedRoute roles={['PATIENT']} />,
        children: [{ path: '/patient', lazy: page(() => import('./routes/patient')) }],
      },
      {
        element: <ProtectedRoute roles={['PROVIDER']} />,
        children: [{ path: '/provider', lazy: page(() => import('./routes/provider')) }],
      },
      {
        element: <ProtectedRoute roles={['ADMIN']} />,
        children: [{ path: '/admin', lazy: page(() => import('./routes/admin')) }],
      },
      { path: '*', lazy: page(() => import('./routes/not-found')) },
    ],
  },
])

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

/** docs/product.md#screens-and-routes (so far: /, /auth, /patient, /provider/*, /admin, 404). */
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
          { path: '/lupa-kata-sandi', lazy: page(() => import('./routes/forgot-password')) },
        ],
      },
      // opened from e-mailed links, signed in or not (the token is the proof)
      { path: '/atur-kata-sandi', lazy: page(() => import('./routes/set-password')) },
      { path: '/verifikasi-email', lazy: page(() => import('./routes/verify-email')) },
      {
        element: <ProtectedRoute roles={['PATIENT']} />,
        children: [
          { path: '/patient', lazy: page(() => import('./routes/patient')) },
          { path: '/patient/profil', lazy: page(() => import('./routes/patient-profile')) },
          { path: '/patient/rekam-medis', lazy: page(() => import('./routes/patient-record')) },
          { path: '/patient/pesan/:conversationId?', lazy: page(() => import('./routes/patient-messages')) },
          { path: '/patient/formulir-pra-kunjungan/:appointmentId', lazy: page(() => import('./routes/patient-intake')) },
        ],
      },
      {
        element: <ProtectedRoute roles={['PROVIDER']} />,
        children: [
          {
            // sidebar + header around the provider pages (docs/product.md#screens-and-routes)
            lazy: page(() => import('./layouts/provider-layout')),
            children: [
              { path: '/provider', lazy: page(() => import('./routes/provider')) },
              { path: '/provider/appointments', lazy: page(() => import('./routes/provider-appointments')) },
              { path: '/provider/profil', lazy: page(() => import('./routes/provider-profile')) },
              { path: '/provider/patients', lazy: page(() => import('./routes/provider-patients')) },
              { path: '/provider/medical-records', lazy: page(() => import('./routes/provider-medical-records')) },
              { path: '/provider/pesan/:conversationId?', lazy: page(() => import('./routes/provider-messages')) },
              { path: '/provider/profil', lazy: page(() => import('./routes/provider-profile')) },
              { path: '/provider/learning/materials', lazy: page(() => import('./routes/learning/materials')) },
              { path: '/provider/learning/videos', lazy: page(() => import('./routes/learning/videos')) },
              { path: '/provider/learning/questionnaire', lazy: page(() => import('./routes/learning/questionnaire')) },
              { path: '/provider/learning/quiz', lazy: page(() => import('./routes/learning/quiz')) },
            ],
          },
        ],
      },
      {
        // any signed-in user: the server answers 404 to anyone but the appointment's participants
        element: <ProtectedRoute />,
        children: [
          { path: '/consultation/:id', lazy: page(() => import('./routes/consultation')) },
          { path: '/akun', lazy: page(() => import('./routes/account')) },
        ],
      },
      {
        element: <ProtectedRoute roles={['ADMIN']} />,
        children: [
          { path: '/admin', lazy: page(() => import('./routes/admin')) },
          { path: '/admin/pengaturan', lazy: page(() => import('./routes/admin-settings')) },
          { path: '/admin/operasi', lazy: page(() => import('./routes/admin-operations')) },
          { path: '/admin/satusehat', lazy: page(() => import('./routes/admin-satusehat')) },
        ],
      },
      { path: '*', lazy: page(() => import('./routes/not-found')) },
    ],
  },
])

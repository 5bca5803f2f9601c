import { StrictMode } from 'react'
import type { Root } from 'react-dom/client'
import type { UserDto } from '@/api/openapi'
import { FullPageSpinner } from '@/components/ui/spinner'
import { LandingNavigationProvider } from '@/features/landing/components/landing-link'
import { LandingPage } from '@/features/landing/components/landing-page'
import i18n from '@/i18n/i18n'

/**
 * A first visit to `/` signed out: the landing page with React alone — no router, no TanStack
 * Query, no catalogue of the signed-in screens (docs/perf/bundle.md). A signed-in visitor, and
 * any landing link, hands over to the app (app-boot.tsx), which loads then. main.tsx starts the session check.
 */
export async function bootLanding(root: Root, sessionCheck: Promise<UserDto | null>) {
  root.render(<FullPageSpinner label={i18n.t('guard.checking')} />)
  let session: UserDto | null
  try {
    session = await sessionCheck
  } catch {
    return handOver(root) // the app shows the session check's failure as it always has
  }
  if (session) return handOver(root, session) // its guest guard sends them to their home

  const navigate = (to: string) => {
    if (to === location.pathname) return window.scrollTo({ top: 0 })
    history.pushState(null, '', to)
    void handOver(root, null)
  }
  root.render(
    <StrictMode>
      <LandingNavigationProvider value={navigate}>
        <LandingPage />
      </LandingNavigationProvider>
    </StrictMode>
  )
}

async function handOver(root: Root, session?: UserDto | null) {
  const { bootApp } = await import('./app-boot')
  await bootApp(root, { session })
}

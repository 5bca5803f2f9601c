import { useNavigate } from 'react-router'
import { LandingNavigationProvider } from '@/features/landing/components/landing-link'
import { LandingPage } from '@/features/landing/components/landing-page'

/** `/` inside the app (after sign-out, the back button); a first visit renders it without the router (app/landing-boot.tsx). */
export default function LandingRoute() {
  const navigate = useNavigate()
  return (
    <LandingNavigationProvider value={(to) => void navigate(to)}>
      <LandingPage />
    </LandingNavigationProvider>
  )
}

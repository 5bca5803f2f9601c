import { FeaturesSection } from '@/features/landing/components/features-section'
import { Hero } from '@/features/landing/components/hero'
import { SiteFooter } from '@/features/landing/components/site-footer'
import { TopBar } from '@/features/landing/components/top-bar'

export default function LandingRoute() {
  return (
    <div className="flex min-h-svh flex-col">
      <TopBar />
      <main className="flex-1">
        <Hero />
        <FeaturesSection />
      </main>
      <SiteFooter />
    </div>
  )
}

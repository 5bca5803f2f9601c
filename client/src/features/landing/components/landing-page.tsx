import { FeaturesSection } from './features-section'
import { Hero } from './hero'
import { SiteFooter } from './site-footer'
import { TopBar } from './top-bar'

export function LandingPage() {
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

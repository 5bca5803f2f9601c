import { ArrowRight, BadgeCheck, FileLock2, PlayCircle, ShieldCheck, Sparkles } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { LandingLink } from './landing-link'
import { Button } from '@/components/ui/button'
import { Showcase } from './showcase'

export function Hero() {
  const { t } = useTranslation()
  const trust = [
    { icon: BadgeCheck, text: t('landing.hero.trust.verified') },
    { icon: ShieldCheck, text: t('landing.hero.trust.privacy') },
    { icon: FileLock2, text: t('landing.hero.trust.records') },
  ]

  return (
    <section className="relative overflow-hidden">
      <div aria-hidden className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -top-40 -right-32 size-[36rem] rounded-full bg-[radial-gradient(circle_at_center,oklch(0.9_0.07_175/0.7),transparent_65%)]" />
        <div className="absolute top-40 -left-40 size-[30rem] rounded-full bg-[radial-gradient(circle_at_center,oklch(0.93_0.05_200/0.6),transparent_65%)]" />
        <div className="absolute inset-0 bg-[linear-gradient(to_right,oklch(0.5_0.05_190/0.05)_1px,transparent_1px),linear-gradient(to_bottom,oklch(0.5_0.05_190/0.05)_1px,transparent_1px)] bg-[size:48px_48px] [mask-image:radial-gradient(ellipse_at_top,black_30%,transparent_75%)]" />
      </div>

      <div className="mx-auto grid max-w-7xl items-center gap-14 px-4 pt-14 pb-20 sm:px-6 lg:grid-cols-[1.05fr_1fr] lg:gap-10 lg:px-8 lg:pt-20 lg:pb-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-primary/20 bg-primary/5 px-3 py-1 text-xs font-semibold text-primary">
            <Sparkles className="size-3.5" aria-hidden />
            {t('landing.hero.badge')}
          </p>
          <h1 className="mt-6 text-4xl leading-[1.08] font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {t('landing.hero.titleLead')}{' '}
            <span className="bg-gradient-to-r from-teal-600 to-emerald-500 bg-clip-text text-transparent">
              {t('landing.hero.titleHighlight')}
            </span>{' '}
            {t('landing.hero.titleTail')}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-muted-foreground">{t('landing.hero.subtitle')}</p>

          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" className="shadow-lg shadow-primary/25">
              <LandingLink to="/auth">
                {t('landing.hero.primaryCta')}
                <ArrowRight aria-hidden />
              </LandingLink>
            </Button>
            <Button size="lg" variant="outline">
              <PlayCircle aria-hidden className="text-primary" />
              {t('landing.hero.secondaryCta')}
            </Button>
          </div>

          <ul className="mt-10 grid gap-3 text-sm text-muted-foreground sm:grid-cols-3 sm:gap-4">
            {trust.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-2">
                <Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                <span>{text}</span>
              </li>
            ))}
          </ul>
        </div>

        <Showcase />
      </div>
    </section>
  )
}

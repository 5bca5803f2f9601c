import { BookOpenCheck, CalendarCheck2, FileHeart, UsersRound, Video } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useInView } from '@/hooks/use-in-view'
import { cn } from '@/lib/utils'

/** The features block fades in once 30% of it is visible (docs/product.md#landing-page). */
export function FeaturesSection() {
  const { t } = useTranslation()
  const [ref, inView] = useInView<HTMLDivElement>(0.3)

  const main = [
    {
      key: 'video',
      icon: Video,
      title: t('landing.features.video.title'),
      description: t('landing.features.video.description'),
      tone: 'from-teal-500 to-emerald-500',
    },
    {
      key: 'records',
      icon: FileHeart,
      title: t('landing.features.records.title'),
      description: t('landing.features.records.description'),
      tone: 'from-sky-500 to-teal-500',
    },
    {
      key: 'appointment',
      icon: CalendarCheck2,
      title: t('landing.features.appointment.title'),
      description: t('landing.features.appointment.description'),
      tone: 'from-emerald-500 to-lime-500',
    },
  ]
  const more = [
    {
      key: 'patients',
      icon: UsersRound,
      title: t('landing.features.patients.title'),
      description: t('landing.features.patients.description'),
    },
    {
      key: 'learning',
      icon: BookOpenCheck,
      title: t('landing.features.learning.title'),
      description: t('landing.features.learning.description'),
    },
  ]

  return (
    <section
      id="features"
      aria-labelledby="features-title"
      className="scroll-mt-20 border-y bg-gradient-to-b from-muted/60 to-background py-20 sm:py-28"
    >
      <div ref={ref} data-testid="features-block" data-visible={inView} className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div
          className={cn(
            'mx-auto max-w-2xl text-center transition-all duration-700 ease-out',
            inView ? 'translate-y-0 opacity-100' : 'translate-y-6 opacity-0'
          )}
        >
          <p className="text-sm font-semibold tracking-wider text-primary uppercase">{t('landing.features.eyebrow')}</p>
          <h2 id="features-title" className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {t('landing.features.title')}
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">{t('landing.features.subtitle')}</p>
        </div>

        <div className="mt-14 grid gap-6 md:grid-cols-3">
          {main.map(({ key, icon: Icon, title, description, tone }, index) => (
            <article
              key={key}
              style={{ transitionDelay: inView ? `${150 + index * 120}ms` : '0ms' }}
              className={cn(
                'group relative overflow-hidden rounded-2xl border bg-card p-7 shadow-sm transition-all duration-700 ease-out hover:-translate-y-1 hover:shadow-lg',
                inView ? 'translate-y-0 opacity-100' : 'translate-y-10 opacity-0'
              )}
            >
              <span className={cn('flex size-12 items-center justify-center rounded-xl bg-gradient-to-br text-white shadow-md', tone)}>
                <Icon className="size-6" aria-hidden />
              </span>
              <h3 className="mt-6 text-xl font-semibold">{title}</h3>
              <p className="mt-3 leading-relaxed text-muted-foreground">{description}</p>
            </article>
          ))}
        </div>

        <div className="mt-6 grid gap-6 md:grid-cols-2">
          {more.map(({ key, icon: Icon, title, description }, index) => (
            <article
              key={key}
              style={{ transitionDelay: inView ? `${520 + index * 120}ms` : '0ms' }}
              className={cn(
                'flex items-start gap-4 rounded-2xl border bg-card/70 p-6 transition-all duration-700 ease-out',
                inView ? 'translate-y-0 opacity-100' : 'translate-y-10 opacity-0'
              )}
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon className="size-5" aria-hidden />
              </span>
              <div>
                <h3 className="font-semibold">{title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{description}</p>
              </div>
            </article>
          ))}
        </div>
      </div>
    </section>
  )
}

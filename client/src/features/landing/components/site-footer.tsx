import { Mail, MapPin, Phone } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { LogoMark } from '@/components/layout/logo'

export function SiteFooter() {
  const { t } = useTranslation()
  const services = [
    t('landing.features.video.title'),
    t('landing.features.records.title'),
    t('landing.features.appointment.title'),
    t('landing.features.patients.title'),
    t('landing.features.learning.title'),
  ]
  const email = t('landing.footer.email')
  const phone = t('landing.footer.phone')

  return (
    <footer id="contact" className="scroll-mt-20 bg-[oklch(0.24_0.035_205)] text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1.2fr] lg:px-8">
        <div>
          <div className="flex items-center gap-2.5">
            <LogoMark />
            <span className="text-lg font-bold text-white">{t('common.appName')}</span>
          </div>
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-slate-400">{t('landing.footer.about')}</p>
        </div>

        <div id="services" className="scroll-mt-20">
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{t('landing.footer.servicesTitle')}</h2>
          <ul className="mt-4 grid gap-2.5 text-sm">
            {services.map((service) => (
              <li key={service}>{service}</li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{t('landing.footer.contactTitle')}</h2>
          <dl className="mt-4 grid gap-4 text-sm">
            <div className="flex items-start gap-3">
              <dt className="mt-0.5 shrink-0">
                <Mail className="size-4 text-teal-400" aria-hidden />
                <span className="sr-only">{t('landing.footer.emailLabel')}</span>
              </dt>
              <dd>
                <a href={`mailto:${email}`} className="transition-colors hover:text-white">
                  {email}
                </a>
              </dd>
            </div>
            <div className="flex items-start gap-3">
              <dt className="mt-0.5 shrink-0">
                <Phone className="size-4 text-teal-400" aria-hidden />
                <span className="sr-only">{t('landing.footer.phoneLabel')}</span>
              </dt>
              <dd>
                <a href={`tel:${phone.replace(/\s+/g, '')}`} className="transition-colors hover:text-white">
                  {phone}
                </a>
              </dd>
            </div>
            <div className="flex items-start gap-3">
              <dt className="mt-0.5 shrink-0">
                <MapPin className="size-4 text-teal-400" aria-hidden />
                <span className="sr-only">{t('landing.footer.addressLabel')}</span>
              </dt>
              <dd>{t('landing.footer.address')}</dd>
            </div>
          </dl>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-xs text-slate-400 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <p>{t('landing.footer.rights', { year: new Date().getFullYear() })}</p>
          <p>{t('landing.footer.compliance')}</p>
        </div>
      </div>
    </footer>
  )
}

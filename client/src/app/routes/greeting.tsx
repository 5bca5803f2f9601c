import { HeartPulse } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { formatLongDate } from '@/lib/format'

export function Greeting({ title, subtitle }: { title: string; subtitle: string }) {
  const { i18n } = useTranslation()
  return (
    <section className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-teal-600 via-teal-600 to-emerald-600 p-6 text-white shadow-lg shadow-teal-700/15 sm:p-8">
      <HeartPulse aria-hidden className="absolute -right-6 -bottom-8 size-44 text-white/10" />
      <p className="text-sm font-medium text-teal-50/90">{formatLongDate(new Date(), i18n.language)}</p>
      <h1 className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <p className="mt-2 max-w-2xl text-teal-50/90">{subtitle}</p>
    </section>
  )
}

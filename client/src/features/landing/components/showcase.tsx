import { CalendarClock, FileHeart, FlaskConical, Star, Video, type LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** Illustrative sample cards (docs/product.md#who-it-is-for): a nurse who is online, medical-record and lab tiles. */
export function Showcase() {
  const { t } = useTranslation()

  return (
    <div role="img" aria-label={t('landing.showcase.ariaLabel')} className="relative mx-auto w-full max-w-lg lg:max-w-none">
      <div
        aria-hidden
        className="absolute -inset-6 -z-10 rounded-[2.5rem] bg-gradient-to-br from-teal-100/80 via-emerald-50 to-sky-50 blur-2xl"
      />

      <div className="rounded-3xl border border-white/70 bg-white/90 p-6 shadow-2xl shadow-teal-900/10 backdrop-blur">
        <div className="flex items-start gap-4">
          <div className="relative">
            <div className="flex size-16 items-center justify-center rounded-2xl bg-gradient-to-br from-teal-500 to-emerald-500 text-xl font-bold text-white shadow-md">
              {t('landing.showcase.nurseInitials')}
            </div>
            <span className="absolute -right-1 -bottom-1 size-4 animate-pulse-ring rounded-full border-2 border-white bg-emerald-500" />
          </div>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <p className="truncate font-semibold">{t('landing.showcase.nurseName')}</p>
              <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-700">
                <span className="size-1.5 rounded-full bg-emerald-500" />
                {t('landing.showcase.online')}
              </span>
            </div>
            <p className="mt-0.5 text-sm text-muted-foreground">{t('landing.showcase.nurseRole')}</p>
            <p className="mt-2 flex items-center gap-1 text-sm">
              <Star className="size-4 fill-amber-400 text-amber-400" />
              <span className="font-semibold">{t('landing.showcase.rating')}</span>
              <span className="text-muted-foreground">{t('landing.showcase.ratingLabel')}</span>
            </p>
          </div>
        </div>

        <div className="mt-5 grid gap-3 rounded-2xl bg-muted/70 p-4 text-sm sm:grid-cols-2">
          <div>
            <p className="text-xs text-muted-foreground">{t('landing.showcase.availability')}</p>
            <p className="mt-1 flex items-center gap-1.5 font-medium text-emerald-700">
              <span className="size-2 rounded-full bg-emerald-500" />
              {t('landing.showcase.online')}
            </p>
          </div>
          <div>
            <p className="text-xs text-muted-foreground">{t('landing.showcase.nextSlot')}</p>
            <p className="mt-1 flex items-center gap-1.5 font-medium">
              <CalendarClock className="size-4 text-primary" />
              {t('landing.showcase.nextSlotValue')}
            </p>
          </div>
        </div>

        <div className="mt-4 flex h-11 items-center justify-center gap-2 rounded-xl bg-gradient-to-r from-teal-600 to-emerald-600 text-sm font-semibold text-white shadow-md shadow-teal-700/20">
          <Video className="size-4" />
          {t('landing.showcase.consult')}
        </div>
      </div>

      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:pl-12">
        <SampleTile icon={FileHeart} tone="bg-sky-50 text-sky-600" texts="records" valueClass="whitespace-nowrap" />
        <SampleTile icon={FlaskConical} tone="bg-violet-50 text-violet-600" texts="lab" valueClass="text-emerald-700" />
      </div>
    </div>
  )
}

type SampleTileProps = {
  icon: LucideIcon
  /** The icon's background and colour. */
  tone: string
  /** landing.showcase.<texts>.title / subtitle / item / value */
  texts: 'records' | 'lab'
  valueClass: string
}

/** A small sample card under the nurse's: an icon, a title, and one item with its value. */
function SampleTile({ icon: Icon, tone, texts, valueClass }: SampleTileProps) {
  const { t } = useTranslation()
  return (
    <div className="rounded-2xl border border-white/70 bg-white/95 p-4 shadow-xl shadow-teal-900/5">
      <div className="flex items-center gap-3">
        <span className={`flex size-10 items-center justify-center rounded-xl ${tone}`}>
          <Icon className="size-5" />
        </span>
        <div>
          <p className="text-sm font-semibold">{t(`landing.showcase.${texts}.title`)}</p>
          <p className="text-xs text-muted-foreground">{t(`landing.showcase.${texts}.subtitle`)}</p>
        </div>
      </div>
      <div className="mt-3 flex items-center justify-between rounded-lg bg-muted/70 px-3 py-2 text-xs">
        <span className="text-muted-foreground">{t(`landing.showcase.${texts}.item`)}</span>
        <span className={`font-semibold ${valueClass}`}>{t(`landing.showcase.${texts}.value`)}</span>
      </div>
    </div>
  )
}

import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/utils'

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn('size-9', className)}>
      <defs>
        <linearGradient id="telerawat-mark" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="oklch(0.6 0.12 175)" />
          <stop offset="1" stopColor="oklch(0.46 0.09 195)" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill="url(#telerawat-mark)" />
      <path d="M13 8h6v5h5v6h-5v5h-6v-5H8v-6h5z" fill="white" />
      <path
        d="M6 23.5c3.2-2.6 6-2.6 9.6 0s6.8 2.6 10.4 0"
        stroke="white"
        strokeOpacity=".45"
        strokeWidth="1.6"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  )
}

export function Logo({ className, withTagline = false }: { className?: string; withTagline?: boolean }) {
  const { t } = useTranslation()
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span className="flex flex-col leading-none">
        <span className="text-lg font-bold tracking-tight text-foreground max-[379px]:sr-only">{t('common.appName')}</span>
        {withTagline ? (
          <span className="mt-1 hidden text-[11px] font-medium tracking-wide text-muted-foreground sm:block">
            {t('common.tagline')}
          </span>
        ) : null}
      </span>
    </span>
  )
}

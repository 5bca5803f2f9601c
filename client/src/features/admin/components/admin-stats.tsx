import { Ban, ShieldAlert, Stethoscope, UserRound, UsersRound } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Card } from '@/components/ui/card'
import { cn } from '@/lib/utils'

import { useAdminStats } from '../api/get-admin-stats'
import type { AdminStats as Stats } from '@/api/openapi'

const CARDS = [
  { key: 'totalUsers', testId: 'stat-total-users', icon: UsersRound, tone: 'bg-teal-50 text-teal-700' },
  { key: 'activeProviders', testId: 'stat-active-providers', icon: Stethoscope, tone: 'bg-emerald-50 text-emerald-700' },
  { key: 'patients', testId: 'stat-patients', icon: UserRound, tone: 'bg-sky-50 text-sky-700' },
  { key: 'suspended', testId: 'stat-suspended', icon: Ban, tone: 'bg-rose-50 text-rose-700' },
  { key: 'unverifiedProviders', testId: 'stat-unverified-providers', icon: ShieldAlert, tone: 'bg-amber-50 text-amber-700' },
] as const satisfies readonly { key: keyof Stats; testId: string; icon: unknown; tone: string }[]

export function AdminStats() {
  const { t, i18n } = useTranslation()
  const stats = useAdminStats()
  const number = new Intl.NumberFormat(i18n.resolvedLanguage === 'en' ? 'en-GB' : 'id-ID')

  return (
    <section aria-label={t('admin.title')} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
      {CARDS.map(({ key, testId, icon: Icon, tone }) => {
        const value = stats.data?.[key]
        return (
          <Card key={key} data-testid={testId} className="flex-row items-center gap-4 p-5">
            <span className={cn('flex size-12 shrink-0 items-center justify-center rounded-xl', tone)}>
              <Icon className="size-6" aria-hidden />
            </span>
            <div className="min-w-0">
              <p className="text-sm leading-tight font-medium text-muted-foreground">{t(`admin.stats.${key}`)}</p>
              <p data-testid={`${testId}-value`} className="mt-1 text-3xl font-bold tracking-tight tabular-nums">
                {value === undefined ? (
                  <span
                    className={cn('inline-block h-8 w-12 rounded-md bg-muted', stats.isPending && 'animate-pulse')}
                    aria-label={stats.isError ? t('admin.stats.loadFailed') : t('common.loading')}
                  />
                ) : (
                  number.format(value)
                )}
              </p>
            </div>
          </Card>
        )
      })}
    </section>
  )
}

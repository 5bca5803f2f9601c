import { Activity, Ban, BadgeCheck, CheckCircle2, Mail, Trash2, UserPlus, UserRoundPen } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { formatDateTime } from '@/lib/format'
import { useSocketConnected } from '@/lib/socket'
import { cn } from '@/lib/utils'
import { type ActivityItem, type ActivityKind, useActivityFeed } from '../lib/activity-feed'

const ICONS: Record<ActivityKind, { icon: typeof Activity; tone: string }> = {
  registered: { icon: UserPlus, tone: 'bg-teal-50 text-teal-700' },
  emailChanged: { icon: Mail, tone: 'bg-sky-50 text-sky-700' },
  suspended: { icon: Ban, tone: 'bg-rose-50 text-rose-700' },
  activated: { icon: CheckCircle2, tone: 'bg-emerald-50 text-emerald-700' },
  deleted: { icon: Trash2, tone: 'bg-slate-100 text-slate-700' },
  verified: { icon: BadgeCheck, tone: 'bg-emerald-50 text-emerald-700' },
  updated: { icon: UserRoundPen, tone: 'bg-amber-50 text-amber-700' },
}

/** 'Aktivitas Terkini': the live feed of 'user.changed' pushes. */
export function ActivityPanel() {
  const { t } = useTranslation()
  const items = useActivityFeed()
  const connected = useSocketConnected()

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between pb-4">
        <CardTitle className="text-base">{t('admin.activity.title')}</CardTitle>
        <span
          className={cn(
            'inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium',
            connected ? 'bg-emerald-50 text-emerald-700' : 'bg-muted text-muted-foreground'
          )}
        >
          <span className={cn('size-1.5 rounded-full', connected ? 'bg-emerald-500' : 'bg-slate-400')} />
          {connected ? t('admin.activity.live') : t('admin.activity.offline')}
        </span>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
            <Activity className="size-5 text-primary/70" aria-hidden />
            <p>{t('admin.activity.empty')}</p>
          </div>
        ) : (
          <ol aria-live="polite" className="grid gap-3">
            {items.map((item) => (
              <ActivityRow key={item.key} item={item} />
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  )
}

function ActivityRow({ item }: { item: ActivityItem }) {
  const { t, i18n } = useTranslation()
  const { icon: Icon, tone } = ICONS[item.kind]
  const subject = item.email ?? t('admin.activity.someone')
  const text =
    item.kind === 'registered' && item.role
      ? t('admin.activity.types.registeredAs', { subject, role: t(`common.roles.${item.role}`) })
      : t(`admin.activity.types.${item.kind}`, { subject })

  return (
    <li data-testid="activity-item" className="flex items-start gap-3">
      <span className={cn('flex size-8 shrink-0 items-center justify-center rounded-full', tone)}>
        <Icon className="size-4" aria-hidden />
      </span>
      <div className="min-w-0 text-sm">
        <p className="leading-snug break-words">{text}</p>
        <time dateTime={item.at} className="text-xs text-muted-foreground">
          {formatDateTime(item.at, i18n.language)}
        </time>
      </div>
    </li>
  )
}

import {
  Activity,
  Ban,
  BadgeCheck,
  CalendarCheck,
  CalendarClock,
  CalendarX,
  CheckCircle2,
  Download,
  FileText,
  GraduationCap,
  Hourglass,
  type LucideIcon,
  Mail,
  Settings,
  Trash2,
  UserPlus,
  UserRoundPen,
  Video,
} from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminActivityType } from '@modules/identity/contracts/admin-activity'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { LoadMore } from '@/components/ui/load-more'
import { SCROLL_AREA_FOCUS, useKeyboardScrollable } from '@/hooks/use-keyboard-scrollable'
import { getErrorMessage } from '@/lib/api'
import { formatDateTime } from '@/lib/format'
import { useSocketConnected } from '@/lib/socket'
import { cn } from '@/lib/utils'
import { useAdminActivity } from '../api/get-admin-activity'
import { activityText } from '../lib/activity-text'
import { formatRelativeTime } from '../lib/relative-time'
import type { AdminActivityDto } from '@/api/openapi'

const ICONS: Record<AdminActivityType, { icon: LucideIcon; tone: string }> = {
  UserRegistered: { icon: UserPlus, tone: 'bg-teal-50 text-teal-700' },
  UserEmailChanged: { icon: Mail, tone: 'bg-sky-50 text-sky-700' },
  UserSuspended: { icon: Ban, tone: 'bg-rose-50 text-rose-700' },
  UserActivated: { icon: CheckCircle2, tone: 'bg-emerald-50 text-emerald-700' },
  UserDeleted: { icon: Trash2, tone: 'bg-slate-100 text-slate-700' },
  ProviderVerified: { icon: BadgeCheck, tone: 'bg-emerald-50 text-emerald-700' },
  ProviderStrNumberChanged: { icon: UserRoundPen, tone: 'bg-amber-50 text-amber-700' },
  AdminUsersExported: { icon: Download, tone: 'bg-slate-100 text-slate-700' },
  AppointmentBooked: { icon: CalendarCheck, tone: 'bg-teal-50 text-teal-700' },
  AppointmentCancelled: { icon: CalendarX, tone: 'bg-rose-50 text-rose-700' },
  AppointmentRescheduled: { icon: CalendarClock, tone: 'bg-amber-50 text-amber-700' },
  SessionEnded: { icon: Video, tone: 'bg-slate-100 text-slate-700' },
  WaitlistSlotOffered: { icon: Hourglass, tone: 'bg-sky-50 text-sky-700' },
  MedicalRecordCreated: { icon: FileText, tone: 'bg-sky-50 text-sky-700' },
  DocumentUploaded: { icon: FileText, tone: 'bg-sky-50 text-sky-700' },
  QuizCompleted: { icon: GraduationCap, tone: 'bg-violet-50 text-violet-700' },
  ClinicSettingsUpdated: { icon: Settings, tone: 'bg-amber-50 text-amber-700' },
}
const FALLBACK = { icon: Activity, tone: 'bg-muted text-muted-foreground' }

/** Re-renders every half minute so "5 menit yang lalu" stays true while the screen is open. */
function useNow(intervalMs = 30_000) {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs)
    return () => clearInterval(timer)
  }, [intervalMs])
  return now
}

/** 'Aktivitas Terkini': the activity read model, refreshed by 'activity.added' pushes. */
export function ActivityPanel() {
  const { t } = useTranslation()
  const scrollArea = useKeyboardScrollable<HTMLOListElement>()
  const activity = useAdminActivity()
  const connected = useSocketConnected()
  const now = useNow()
  const items = activity.data?.pages.flatMap((page) => page.items) ?? []

  return (
    <Card data-testid="activity-panel">
      <CardHeader className="flex-row items-center justify-between pb-4">
        <CardTitle className="text-base">{t('adminTools.activity.title')}</CardTitle>
        <span
          className={cn(
            'inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium',
            connected ? 'bg-emerald-50 text-emerald-700' : 'bg-muted text-muted-foreground'
          )}
        >
          <span className={cn('size-1.5 rounded-full', connected ? 'bg-emerald-500' : 'bg-slate-400')} />
          {connected ? t('adminTools.activity.live') : t('adminTools.activity.offline')}
        </span>
      </CardHeader>
      <CardContent>
        {activity.isPending ? (
          <p className="text-sm text-muted-foreground">{t('adminTools.activity.loading')}</p>
        ) : activity.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('adminTools.activity.loadFailed', { message: getErrorMessage(activity.error) })}
          </p>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
            <Activity className="size-5 text-primary/70" aria-hidden />
            <p>{t('adminTools.activity.empty')}</p>
          </div>
        ) : (
          <>
            <ol
              aria-live="polite"
              aria-label={t('adminTools.activity.title')}
              {...scrollArea}
              className={cn('grid max-h-[32rem] gap-3 overflow-y-auto rounded-sm pr-1', SCROLL_AREA_FOCUS)}
            >
              {items.map((item) => (
                <ActivityRow key={item.id} item={item} now={now} />
              ))}
            </ol>
            <LoadMore
              hasNextPage={activity.hasNextPage}
              isFetchingNextPage={activity.isFetchingNextPage}
              fetchNextPage={activity.fetchNextPage}
            />
          </>
        )}
      </CardContent>
    </Card>
  )
}

function ActivityRow({ item, now }: { item: AdminActivityDto; now: number }) {
  const { t, i18n } = useTranslation()
  const { icon: Icon, tone } = ICONS[item.type] ?? FALLBACK
  return (
    <li data-testid="activity-item" data-type={item.type} className="flex items-start gap-3">
      <span className={cn('flex size-8 shrink-0 items-center justify-center rounded-full', tone)}>
        <Icon className="size-4" aria-hidden />
      </span>
      <div className="min-w-0 text-sm">
        <p className="leading-snug break-words">{activityText(item, t as never, i18n.language)}</p>
        <time dateTime={item.at} title={formatDateTime(item.at, i18n.language)} className="text-xs text-muted-foreground">
          {formatRelativeTime(item.at, i18n.language, now)}
        </time>
      </div>
    </li>
  )
}

import { ArrowRight, CalendarCheck, CalendarClock, CalendarX2, CheckCircle2, History } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { formatLongDate, formatTime } from '@/lib/format'

import { useAppointmentHistory } from '../../api/get-appointment-history'
import { ListState } from '../list-state'
import type { AppointmentHistoryEntry } from '@/api/openapi'

const ICONS = { BOOKED: CalendarCheck, RESCHEDULED: CalendarClock, CANCELLED: CalendarX2, COMPLETED: CheckCircle2 } as const

/** Every change of one appointment (who, when, from which slot to which, why), oldest first. */
export function AppointmentHistory({ appointmentId }: { appointmentId: string }) {
  const { t } = useTranslation()
  const query = useAppointmentHistory(appointmentId)
  const entries = query.data?.entries ?? []
  return (
    <section className="grid gap-3" aria-labelledby="appointment-history-title">
      <h3 id="appointment-history-title" className="flex items-center gap-2 text-sm font-semibold">
        <History className="size-4 text-muted-foreground" aria-hidden />
        {t('appointmentChanges.historyTitle')}
      </h3>
      <ListState
        isPending={query.isPending}
        error={query.error}
        isEmpty={entries.length === 0}
        emptyIcon={History}
        emptyText={t('appointmentChanges.historyEmpty')}
        loadingText={t('appointmentChanges.historyLoading')}
      >
        <ol className="grid gap-3 border-l pl-4" data-testid="appointment-history">
          {entries.map((entry) => (
            <HistoryItem key={entry.id} entry={entry} />
          ))}
        </ol>
      </ListState>
    </section>
  )
}

function HistoryItem({ entry }: { entry: AppointmentHistoryEntry }) {
  const { t, i18n } = useTranslation()
  const Icon = ICONS[entry.action]
  const slot = (iso: string) =>
    t('appointmentChanges.slot', { date: formatLongDate(iso, i18n.language), time: formatTime(iso, i18n.language) })
  const role = t(`appointmentChanges.roles.${entry.actor.role}`)
  return (
    <li className="relative grid gap-1 text-sm" data-testid="history-entry" data-action={entry.action}>
      <span className="absolute top-0.5 -left-[1.4rem] flex size-4 items-center justify-center rounded-full bg-card">
        <Icon className="size-4 text-primary" aria-hidden />
      </span>
      <p>
        <span className="font-semibold">{t(`appointmentChanges.actions.${entry.action}`)}</span>{' '}
        <span className="text-muted-foreground">
          {entry.actor.name ? t('appointmentChanges.by', { name: entry.actor.name, role }) : t('appointmentChanges.byRole', { role })}
        </span>
      </p>
      <p className="text-xs text-muted-foreground">
        <time dateTime={entry.at}>{`${formatLongDate(entry.at, i18n.language)} ${formatTime(entry.at, i18n.language)}`}</time>
      </p>
      {entry.action === 'RESCHEDULED' && entry.fromScheduledAt && entry.toScheduledAt ? (
        <p className="flex flex-wrap items-center gap-1.5">
          <span className="sr-only">{t('appointmentChanges.from')}</span>
          <span className="text-muted-foreground line-through">{slot(entry.fromScheduledAt)}</span>
          <ArrowRight className="size-3.5" aria-label={t('appointmentChanges.to')} />
          <span className="font-medium">{slot(entry.toScheduledAt)}</span>
        </p>
      ) : entry.toScheduledAt ? (
        <p>{slot(entry.toScheduledAt)}</p>
      ) : entry.fromScheduledAt && entry.action === 'CANCELLED' ? (
        <p className="text-muted-foreground">{slot(entry.fromScheduledAt)}</p>
      ) : null}
      {entry.reason ? (
        <p className="break-words">
          <span className="text-muted-foreground">{t('appointmentChanges.reason')}:</span> {entry.reason}
        </p>
      ) : null}
    </li>
  )
}

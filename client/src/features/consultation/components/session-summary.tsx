import { CalendarCheck2, CalendarX2, FileText, Video } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { usePatientRecords } from '../api/get-patient-records'
import { useConsultationPushes } from '../hooks/use-consultation-pushes'
import { clinicClock } from '../lib/clinic-clock'
import { visitRecord } from '../lib/records'

import type { ConsultationRole } from '@modules/scheduling/contracts/presence'
import { Fact, ScreenBar } from './screen-bar'
import type { AppointmentDto } from '@/api/openapi'

type SummaryProps = { appointment: AppointmentDto; role: ConsultationRole; home: string; zone: string }

/** The provider's view of this visit's record: its status and the way to the records page. */
function ProviderRecord({ appointment }: { appointment: AppointmentDto }) {
  const { t } = useTranslation()
  const records = usePatientRecords(appointment.patientId)
  // the session's end finalises the draft a moment later: its 'record.changed' push refreshes the badge
  useConsultationPushes({ appointmentId: appointment.id, patientId: appointment.patientId, onSessionEnded: () => {} })
  const visit = records.data ? visitRecord(records.data, appointment.id) : null
  const status = records.isPending ? 'loading' : (visit?.status ?? 'none')
  return (
    <div className="grid gap-3 rounded-xl border bg-background p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex items-center gap-2 text-sm font-medium">
          <FileText className="size-4 text-primary" aria-hidden />
          {t('waitingRoom.summary.record')}
        </span>
        <Badge variant={status === 'FINAL' ? 'success' : 'secondary'} data-testid="summary-record-status" data-status={status}>
          {t(`waitingRoom.summary.recordStatuses.${status}`)}
        </Badge>
      </div>
      <Button asChild variant="outline" className="justify-self-start">
        <Link to={`/provider/medical-records?patientId=${encodeURIComponent(appointment.patientId)}`}>
          {t('waitingRoom.summary.openRecord')}
        </Link>
      </Button>
    </div>
  )
}

/** What the call's media did, per side (ConsultationMediaConnected/Ended): when it first flowed, for how long, reconnections. */
function CallMedia({ appointment, zone }: { appointment: AppointmentDto; zone: string }) {
  const { t, i18n } = useTranslation()
  const sides = [
    ['PATIENT', appointment.media?.patient],
    ['PROVIDER', appointment.media?.provider],
  ] as const
  return (
    <section
      className="grid gap-2 rounded-xl border bg-background p-4"
      data-testid="summary-media"
      aria-labelledby="summary-media-title"
    >
      <h2 id="summary-media-title" className="flex items-center gap-2 text-sm font-medium">
        <Video className="size-4 text-primary" aria-hidden />
        {t('waitingRoom.summary.media.title')}
      </h2>
      <dl className="grid gap-1 text-sm">
        {sides.map(([side, media]) => (
          <div key={side} className="flex flex-wrap gap-x-2" data-testid={`summary-media-${side}`}>
            <dt className="text-muted-foreground">{t(`waitingRoom.summary.media.side.${side}`)}:</dt>
            <dd>
              {media?.firstConnectedAt
                ? [
                    t('waitingRoom.summary.media.value', {
                      time: clinicClock(media.firstConnectedAt, zone, i18n.language).time,
                      minutes: Math.floor(media.connectedSeconds / 60),
                      seconds: media.connectedSeconds % 60,
                    }),
                    media.reconnections > 0 ? t('waitingRoom.summary.media.reconnections', { count: media.reconnections }) : null,
                  ]
                    .filter(Boolean)
                    .join(', ')
                : t('waitingRoom.summary.media.never')}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

/** After the session (COMPLETED or CANCELLED): what happened, never the live room; no way to join. */
export function SessionSummary({ appointment, role, home, zone }: SummaryProps) {
  const { t, i18n } = useTranslation()
  const start = clinicClock(appointment.scheduledAt, zone, i18n.language)
  const end = clinicClock(appointment.endsAt, zone, i18n.language)
  const cancelled = appointment.status === 'CANCELLED'
  const Icon = cancelled ? CalendarX2 : CalendarCheck2
  const provider = [appointment.provider?.displayName, appointment.provider?.providerRole].filter(Boolean).join(' · ')

  return (
    <div className="flex min-h-svh flex-col bg-muted/40" data-testid="session-summary" data-status={appointment.status}>
      <ScreenBar home={home} title={t('waitingRoom.summary.title')} />
      <main className="mx-auto grid w-full max-w-2xl gap-4 p-4 sm:p-6">
        <Card className="gap-5 p-5">
          <div className="flex items-center gap-3">
            <span
              className={
                cancelled
                  ? 'flex size-10 shrink-0 items-center justify-center rounded-full bg-destructive/10 text-destructive'
                  : 'flex size-10 shrink-0 items-center justify-center rounded-full bg-emerald-500/10 text-emerald-700'
              }
            >
              <Icon className="size-5" aria-hidden />
            </span>
            <p className="text-sm text-muted-foreground">
              {t(cancelled ? 'waitingRoom.summary.cancelledIntro' : 'waitingRoom.summary.completedIntro')}
            </p>
          </div>
          <dl className="grid gap-4 text-sm sm:grid-cols-2">
            <Fact label={t('waitingRoom.summary.date')} testId="summary-date">
              {start.date}
            </Fact>
            <Fact label={t('waitingRoom.summary.time')} testId="summary-time">
              {`${start.time} – ${end.time} ${start.zone}`}
            </Fact>
            <Fact label={t('waitingRoom.summary.duration')}>
              {t('waitingRoom.summary.durationValue', { minutes: appointment.durationMinutes })}
            </Fact>
            <Fact label={t('chatConsultation.type.label')} testId="summary-type">
              {t(`chatConsultation.type.${appointment.type}`)}
            </Fact>
            <div>
              <dt className="text-xs text-muted-foreground">{t('waitingRoom.summary.status')}</dt>
              <dd>
                <Badge variant={cancelled ? 'destructive' : 'success'} data-testid="summary-status">
                  {t(`waitingRoom.summary.statuses.${appointment.status}`)}
                </Badge>
              </dd>
            </div>
            <div className="sm:col-span-2">
              <dt className="text-xs text-muted-foreground">{t('waitingRoom.summary.participants')}</dt>
              <dd className="grid gap-0.5 font-medium" data-testid="summary-participants">
                <span>
                  {t('waitingRoom.with.PATIENT')}: {appointment.patient?.fullName}
                </span>
                <span>
                  {t('waitingRoom.with.PROVIDER')}: {provider}
                </span>
              </dd>
            </div>
          </dl>
          {!cancelled && appointment.type !== 'CHAT' ? <CallMedia appointment={appointment} zone={zone} /> : null}
          {role === 'PROVIDER' && !cancelled ? <ProviderRecord appointment={appointment} /> : null}
          <div className="flex flex-wrap gap-2">
            {role === 'PATIENT' ? (
              <Button asChild>
                <Link to={`${home}#medical-records`}>{t('waitingRoom.summary.myRecords')}</Link>
              </Button>
            ) : null}
            <Button asChild variant={role === 'PATIENT' ? 'outline' : 'default'}>
              <Link to={home}>{t('consultation.backToDashboard')}</Link>
            </Button>
          </div>
        </Card>
      </main>
    </div>
  )
}

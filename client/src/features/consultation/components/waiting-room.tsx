import type { ReactNode } from 'react'
import { CalendarClock, Hourglass } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { clinicClock } from '../lib/clinic-clock'
import { countdown, type Countdown } from '../lib/room-phase'

import type { ConsultationRole } from '@modules/scheduling/contracts/presence'
import { ChatNoDevices } from './chat-no-devices'
import { DeviceCheck } from './device-check'
import { Fact, ScreenBar } from './screen-bar'
import type { AppointmentDto } from '@/api/openapi'

type WaitingRoomProps = {
  appointment: AppointmentDto
  role: ConsultationRole
  home: string
  /** clinic time zone (a setting) */
  zone: string
  /** when the room opens (ms): the server's joinOpensAt, or the later time the room answered */
  opensAt: number
  now: number
  /** above the device check (the patient's telemedicine consent, composed by the route) */
  aside?: ReactNode
}

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const satisfies readonly (keyof Countdown)[]

/** Before the join window: when, with whom, how long until the room opens, and the device check. */
export function WaitingRoom({ appointment, role, home, zone, opensAt, now, aside }: WaitingRoomProps) {
  const { t, i18n } = useTranslation()
  const start = clinicClock(appointment.scheduledAt, zone, i18n.language)
  const opening = clinicClock(new Date(opensAt).toISOString(), zone, i18n.language)
  const left = countdown(opensAt, now)
  const leadMinutes = Math.round((Date.parse(appointment.scheduledAt) - Date.parse(appointment.joinOpensAt)) / 60_000)
  const counterpartRole: ConsultationRole = role === 'PATIENT' ? 'PROVIDER' : 'PATIENT'
  const counterpart =
    role === 'PATIENT'
      ? [appointment.provider?.displayName, appointment.provider?.providerRole].filter(Boolean).join(' · ')
      : appointment.patient?.fullName
  const reason = appointment.reason?.trim() || appointment.complaint?.trim() || t('consultation.header.defaultReason')
  const visibleUnits = left.days > 0 ? UNITS : UNITS.slice(1)

  return (
    <div className="flex min-h-svh flex-col bg-muted/40" data-testid="waiting-room" data-role={role}>
      <ScreenBar home={home} title={t('waitingRoom.title')}>
        <Button asChild variant="outline" size="sm">
          <Link to={home}>{t('consultation.backToDashboard')}</Link>
        </Button>
      </ScreenBar>
      <main className="mx-auto grid w-full max-w-5xl gap-4 p-4 sm:p-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card className="gap-5 self-start p-5">
          <div className="flex items-start gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
              <CalendarClock className="size-5" aria-hidden />
            </span>
            <p className="text-sm text-muted-foreground">{t('waitingRoom.intro', { minutes: leadMinutes })}</p>
          </div>
          <dl className="grid gap-4 text-sm sm:grid-cols-2">
            <Fact label={t('waitingRoom.date')} testId="waiting-date">
              {start.date}
            </Fact>
            <Fact label={t('waitingRoom.time')} testId="waiting-time">
              {t('waitingRoom.timeValue', { time: start.time, zone: start.zone })}
            </Fact>
            <Fact label={t(`waitingRoom.with.${counterpartRole}`)} testId="waiting-counterpart">
              {counterpart}
            </Fact>
            <Fact label={t('waitingRoom.reason')}>{reason}</Fact>
          </dl>
          <section className="grid gap-3 rounded-xl bg-primary/5 p-4" aria-labelledby="waiting-countdown-label">
            <h2 id="waiting-countdown-label" className="flex items-center gap-2 text-sm font-semibold">
              <Hourglass className="size-4 text-primary" aria-hidden />
              {t('waitingRoom.countdown.label')}
            </h2>
            <div className="flex flex-wrap gap-2" data-testid="countdown" role="timer" aria-live="off">
              {visibleUnits.map((unit) => (
                <div key={unit} className="min-w-16 rounded-lg border bg-card px-3 py-2 text-center" data-testid={`countdown-${unit}`}>
                  <span className="block font-mono text-2xl font-semibold tabular-nums">{String(left[unit]).padStart(2, '0')}</span>
                  <span className="text-xs text-muted-foreground">{t(`waitingRoom.countdown.${unit}`)}</span>
                </div>
              ))}
            </div>
            <p className="text-sm text-muted-foreground" data-testid="opens-at">
              {t('waitingRoom.countdown.opensAt', opening)}
            </p>
          </section>
        </Card>
        <div className="grid gap-4 self-start">
          {aside}
          {appointment.type === 'CHAT' ? <ChatNoDevices /> : <DeviceCheck />}
        </div>
      </main>
    </div>
  )
}

import { Hourglass, LogOut, WifiOff } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { SubmitButton } from '@/components/ui/submit-button'
import { formatDate, formatTime } from '@/lib/format'
import type { CounterpartPresence } from '../lib/presence'
import { sessionState } from '../lib/room-phase'

import type { ConsultationRole } from '@modules/scheduling/contracts/presence'
import { PresenceBadge } from './presence-badge'
import { HomeLogo } from './screen-bar'
import type { AppointmentDto } from '@/api/openapi'

type HeaderProps = {
  appointment: AppointmentDto
  role: ConsultationRole
  home: string
  counterpart: CounterpartPresence
  connected: boolean
  ending: boolean
  onEndSession: () => void
}

/** docs/product.md#consultation-session: patient name and reason, 'Sesi Berlangsung' (both present) or whom it waits for, the other side's presence, 'Akhiri Sesi'. */
export function ConsultationHeader({ appointment, role, home, counterpart, connected, ending, onEndSession }: HeaderProps) {
  const { t, i18n } = useTranslation()
  const reason = appointment.reason?.trim() || appointment.complaint?.trim() || t('consultation.header.defaultReason')
  const other: ConsultationRole = role === 'PROVIDER' ? 'PATIENT' : 'PROVIDER'

  return (
    <header className="border-b bg-card">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3 px-4 py-3 sm:px-6">
        <HomeLogo home={home} />
        <div className="min-w-0 flex-1">
          <h1 data-testid="consultation-patient-name" className="truncate text-lg font-semibold tracking-tight">
            {appointment.patient?.fullName ?? t('consultation.patient.unknown')}
          </h1>
          <p className="truncate text-sm text-muted-foreground">
            <span data-testid="consultation-reason">{reason}</span>
            <span aria-hidden> · </span>
            {t('consultation.header.scheduled', {
              date: formatDate(appointment.scheduledAt, i18n.language),
              time: formatTime(appointment.scheduledAt, i18n.language),
            })}
            {role === 'PATIENT' && appointment.provider ? (
              <>
                <span aria-hidden> · </span>
                {t('consultation.header.withProvider', { name: appointment.provider.displayName })}
              </>
            ) : null}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {/* 'Sesi Berlangsung' only while both are here (this screen is the own presence) */}
          {sessionState(counterpart) === 'live' ? (
            <span
              className="inline-flex items-center gap-2 rounded-full bg-red-500/10 px-3 py-1 text-xs font-semibold text-red-700"
              data-testid="session-state"
              data-state="live"
            >
              <span className="relative flex size-2">
                <span className="absolute inline-flex size-full animate-ping rounded-full bg-red-500 opacity-60" />
                <span className="relative inline-flex size-2 rounded-full bg-red-500" />
              </span>
              {t('consultation.header.live')}
            </span>
          ) : (
            <span
              className="inline-flex items-center gap-2 rounded-full bg-amber-500/15 px-3 py-1 text-xs font-semibold text-amber-800"
              data-testid="session-state"
              data-state="waiting"
            >
              <Hourglass className="size-3.5" aria-hidden />
              {t(`waitingRoom.session.waitingFor.${other}`)}
            </span>
          )}
          <PresenceBadge role={other} state={counterpart} />
          {connected ? null : (
            <span role="status" className="inline-flex items-center gap-1.5 text-xs font-medium text-amber-700">
              <WifiOff className="size-3.5" aria-hidden />
              {t('consultation.presence.offline')}
            </span>
          )}
          {role === 'PROVIDER' ? (
            <SubmitButton
              type="button"
              variant="destructive"
              onClick={onEndSession}
              pending={ending}
              pendingLabel={t('consultation.end.ending')}
              icon={<LogOut aria-hidden />}
            >
              {t('consultation.header.endSession')}
            </SubmitButton>
          ) : null}
        </div>
      </div>
    </header>
  )
}

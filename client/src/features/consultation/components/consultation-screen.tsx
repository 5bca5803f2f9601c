import { SearchX, TriangleAlert } from 'lucide-react'
import { useCallback, useEffect, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useQueryClient } from '@tanstack/react-query'
import { ApiError, getErrorMessage } from '@/lib/api'
import { getDisplayName, ROLE_HOME } from '@/lib/user'

import type { AppointmentStatus } from '@modules/scheduling/contracts/appointment-status'
import type { RoomRefusal } from '@modules/scheduling/contracts/presence'
import { getConsultationQueryOptions, useConsultation } from '../api/get-consultation'
import { useNow } from '../hooks/use-now'
import { opensAtOf, roomPhase, waitingRefusal } from '../lib/room-phase'
import { ConsultationState } from './consultation-state'
import { LiveConsultation, type ProviderPanel } from './live-consultation'
import { SessionSummary } from './session-summary'
import { WaitingRoom } from './waiting-room'
import type { UserDto } from '@/api/openapi'

/** While waiting, the appointment is read again now and then: a moved booking or a changed setting shows without a reload. */
const WAITING_REFRESH_MS = 30_000

type ScreenProps = {
  appointmentId: string
  user: UserDto | null
  clinicZone: string
  /** Shown beside the device check in the waiting room (the route's telemedicine consent). */
  waitingAside?: ReactNode
  /** A CHAT appointment's conversation (the route composes it from the messaging feature). */
  chat?: ReactNode
  /** The provider's extra left-panel cards in the live session (the route's pre-visit intake), given this visit's record. */
  providerPanel?: ProviderPanel
}

/**
 * /consultation/:id — loading, error, not found; then by the room's phase (lib/room-phase.ts):
 * the waiting room before the join window, the live session inside it, the summary once it ended
 * (docs/product.md#consultation-session). The switch from waiting to live happens by itself.
 */
export function ConsultationScreen({ appointmentId, user, clinicZone, waitingAside, chat, providerPanel }: ScreenProps) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const consultation = useConsultation(appointmentId)
  // a later opening the room itself answered with (clock skew, a setting changed meanwhile)
  const [notBefore, setNotBefore] = useState<string | null>(null)
  // once the session ended here (push or own 'Akhiri Sesi'), a stale read never brings the live room back
  const [ended, setEnded] = useState<AppointmentStatus | null>(null)

  const data = consultation.data
  const opensAt = data ? opensAtOf(data, notBefore) : 0
  const waiting = !ended && data?.status === 'SCHEDULED' && Date.now() < opensAt
  const now = useNow(1000, waiting)

  useEffect(() => {
    if (!waiting) return
    const timer = setInterval(
      () => void queryClient.invalidateQueries({ queryKey: getConsultationQueryOptions(appointmentId).queryKey }),
      WAITING_REFRESH_MS
    )
    return () => clearInterval(timer)
  }, [waiting, queryClient, appointmentId])

  const onRefused = useCallback(
    (refusal: RoomRefusal) => {
      const later = waitingRefusal(refusal)
      if (later) setNotBefore(later)
      else void queryClient.invalidateQueries({ queryKey: getConsultationQueryOptions(appointmentId).queryKey })
    },
    [queryClient, appointmentId]
  )

  if (!user) return <ConsultationState title={t('consultation.authLoading')} testId="consultation-auth-loading" />
  const home = ROLE_HOME[user.role]

  if (consultation.isPending) return <ConsultationState title={t('consultation.loading')} home={home} testId="consultation-loading" />

  if (consultation.isError) {
    const error = consultation.error
    // 404: absent or not a participant (the server does not tell which); 422: no such id can exist
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) {
      return (
        <ConsultationState icon={SearchX} title={t('consultation.notFoundTitle')} home={home} testId="consultation-not-found">
          <p>{t('consultation.notFoundDescription')}</p>
        </ConsultationState>
      )
    }
    return (
      <ConsultationState
        icon={TriangleAlert}
        tone="destructive"
        title={t('consultation.errorTitle')}
        home={home}
        testId="consultation-error"
      >
        <p>{getErrorMessage(error)}</p>
        <p className="font-mono text-xs">{t('consultation.errorAppointment', { id: appointmentId })}</p>
      </ConsultationState>
    )
  }

  const appointment = ended && consultation.data.status === 'SCHEDULED' ? { ...consultation.data, status: ended } : consultation.data
  const role = user.role === 'PROVIDER' ? 'PROVIDER' : 'PATIENT'
  const phase = roomPhase(appointment, waiting ? now : Date.now(), notBefore)

  if (phase === 'CLOSED') return <SessionSummary appointment={appointment} role={role} home={home} zone={clinicZone} />
  if (phase === 'WAITING') {
    return (
      <WaitingRoom
        appointment={appointment}
        role={role}
        home={home}
        zone={clinicZone}
        opensAt={opensAt}
        now={now}
        aside={waitingAside}
      />
    )
  }
  return (
    <LiveConsultation
      appointment={appointment}
      role={role}
      userId={user.id}
      selfName={getDisplayName(user)}
      home={home}
      onEnded={setEnded}
      onRefused={onRefused}
      chat={chat}
      providerPanel={providerPanel}
    />
  )
}

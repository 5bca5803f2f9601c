import { CalendarX2, SearchX, TriangleAlert } from 'lucide-react'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError, getErrorMessage } from '@/lib/api'
import { getDisplayName, ROLE_HOME } from '@/lib/user'
import type { UserDto } from '@modules/identity/contracts/user-dto'
import { useConsultation } from '../api/get-consultation'
import { isLive } from '../lib/session'
import { ConsultationState } from './consultation-state'
import { LiveConsultation } from './live-consultation'

/** /consultation/:id — loading, error, not found, closed, or the live session (docs/product.md#consultation-session). */
export function ConsultationScreen({ appointmentId, user }: { appointmentId: string; user: UserDto | null }) {
  const { t } = useTranslation()
  const consultation = useConsultation(appointmentId)
  // once seen running, a later end is the live screen's to handle (toast + back to the dashboard)
  const seenLive = useRef(false)

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

  const appointment = consultation.data
  if (isLive(appointment.status)) seenLive.current = true
  const role = user.role === 'PROVIDER' ? 'PROVIDER' : 'PATIENT'

  if (!seenLive.current) {
    return (
      <ConsultationState icon={CalendarX2} title={t('consultation.closedTitle')} home={home} testId="consultation-closed">
        <p>{t(appointment.status === 'CANCELLED' ? 'consultation.closedCancelled' : 'consultation.closedCompleted')}</p>
      </ConsultationState>
    )
  }

  return <LiveConsultation appointment={appointment} role={role} userId={user.id} selfName={getDisplayName(user)} home={home} />
}

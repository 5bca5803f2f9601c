import { useParams } from 'react-router'
import { useUser } from '@/features/auth/api/get-user'
import { useClinicSettings } from '@/lib/clinic-settings'
import { CLINIC_TIME_ZONE } from '@/lib/clinic-time'
import { ConsultationScreen } from '@/features/consultation/components/consultation-screen'
import { TelemedicineConsentCard } from '@/features/consent/components/telemedicine-consent-card'
import { ConsultationChat } from '@/features/messaging/components/consultation-chat'
import { IntakeHistoryConfirm } from '@/features/intake/components/intake-history-confirm'
import { IntakeSummary } from '@/features/intake/components/intake-summary'

/** /consultation/:id — any signed-in user; the server decides who may see the appointment. */
export default function ConsultationRoute() {
  const { id = '' } = useParams()
  // the route composes features: the session comes from auth, the screen from consultation
  const user = useUser().data ?? null
  // the clinic's zone (a setting) for the waiting room and the summary; the default until it is read
  const clinicZone = useClinicSettings().data?.settings.timezone ?? CLINIC_TIME_ZONE
  // keyed by id: moving to another consultation starts from a clean screen (presence, drafts)
  // the patient gives the telemedicine consent in the waiting room before a first consultation (issue 13);
  // the provider reads the patient's pre-visit intake there and in the session's left panel (issue 22)
  const isProvider = user?.role === 'PROVIDER'
  const waitingAside =
    user?.role === 'PATIENT' ? <TelemedicineConsentCard /> : isProvider ? <IntakeSummary appointmentId={id} /> : null
  // a CHAT appointment happens in the pair's conversation (issue 22); rendered only by a chat consultation's live room
  const chat = <ConsultationChat appointmentId={id} />
  return (
    <ConsultationScreen
      key={id}
      appointmentId={id}
      user={user}
      clinicZone={clinicZone}
      waitingAside={waitingAside}
      chat={chat}
      providerPanel={({ patientId, visit }) => (
        <>
          <IntakeSummary appointmentId={id} />
          <IntakeHistoryConfirm appointmentId={id} patientId={patientId} visit={visit} />
        </>
      )}
    />
  )
}

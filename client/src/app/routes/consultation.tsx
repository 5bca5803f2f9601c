import { useParams } from 'react-router'
import { ConsultationScreen } from '@/features/consultation/components/consultation-screen'

/** /consultation/:id — any signed-in user; the server decides who may see the appointment. */
export default function ConsultationRoute() {
  const { id = '' } = useParams()
  // keyed by id: moving to another consultation starts from a clean screen (presence, drafts)
  return <ConsultationScreen key={id} appointmentId={id} />
}

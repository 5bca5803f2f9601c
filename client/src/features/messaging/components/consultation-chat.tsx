import { useTranslation } from 'react-i18next'
import { Spinner } from '@/components/ui/spinner'
import { useAppointmentConversation } from '../api/get-appointment-conversation'
import { ConversationThread } from './conversation-thread'

/**
 * A chat consultation's room (issue 22): the pair's own conversation — the same messages,
 * 'Dibaca', typing and attachments as 'Pesan' — in session mode (no way back to the list; the
 * consultation screen around it holds presence and 'Akhiri Sesi').
 */
export function ConsultationChat({ appointmentId }: { appointmentId: string }) {
  const { t } = useTranslation()
  const conversation = useAppointmentConversation(appointmentId)
  if (conversation.data) return <ConversationThread conversationId={conversation.data.id} sessionMode />
  return (
    <div className="m-auto flex flex-col items-center gap-3 p-6 text-center text-sm text-muted-foreground" role="status">
      {conversation.isError ? null : <Spinner />}
      {t(conversation.isError ? 'chatConsultation.room.unavailable' : 'chatConsultation.room.opening')}
    </div>
  )
}

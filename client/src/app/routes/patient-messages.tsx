import { MessagesPage } from '@/features/messaging/components/messages-page'
import { DashboardLayout } from '../layouts/dashboard-layout'

/** /patient/pesan[/:conversationId]: the patient's conversations with their health workers (issue 22). */
export default function PatientMessagesRoute() {
  return (
    <DashboardLayout>
      <MessagesPage role="PATIENT" />
    </DashboardLayout>
  )
}

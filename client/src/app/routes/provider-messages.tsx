import { MessagesPage } from '@/features/messaging/components/messages-page'

/** /provider/pesan[/:conversationId]: the provider's conversations with their patients (issue 22). */
export default function ProviderMessagesRoute() {
  return <MessagesPage role="PROVIDER" />
}

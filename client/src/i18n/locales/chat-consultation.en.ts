import type { chatConsultationId } from './chat-consultation.id'

/** English mirror of chat-consultation.id.ts (typed by the Indonesian keys). */
export const chatConsultationEn: typeof chatConsultationId = {
  type: {
    label: 'Consultation type',
    VIDEO: 'Video',
    CHAT: 'Chat',
    videoHint: 'A live video call with the health worker',
    chatHint: 'A written conversation in Messages, at the same time',
    badge: '{{type}} consultation',
  },
  durationValue: '{{minutes}} minutes, {{type}} consultation',
  settings: {
    title: 'Chat consultations',
    offers: 'I offer chat consultations',
    offersHint: 'Patients can choose chat or video when they book with you.',
    fee: 'Chat consultation fee (Rp)',
  },
  room: {
    title: 'Chat consultation',
    noCamera: 'This consultation happens by chat: no camera or microphone is needed.',
    opening: 'Opening the conversation…',
    unavailable: 'The conversation is not available yet. The page will try again shortly.',
    leave: 'Leave session',
  },
}

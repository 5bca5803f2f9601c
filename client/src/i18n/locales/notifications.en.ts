import type { Catalogue } from './id'

export const notificationsEn: Catalogue['notifications'] = {
  bell: 'Notifications',
  bellUnread: 'Notifications, {{shown}} unread',
  title: 'Notifications',
  markAllRead: 'Mark all as read',
  empty: 'No notifications yet.',
  loadFailed: 'Notifications could not be loaded: {{message}}',
  markFailed: 'Notifications could not be marked as read',
  unread: 'Unread',
  counterpart: {
    PATIENT: 'your healthcare provider',
    PROVIDER: 'a patient',
  },
  kinds: {
    APPOINTMENT_BOOKED: {
      title: 'Appointment scheduled',
      PATIENT: 'Your appointment with {{name}} on {{when}} is booked.',
      PROVIDER: '{{name}} booked an appointment on {{when}}.',
    },
    APPOINTMENT_RESCHEDULED: {
      title: 'Appointment moved',
      byMe: 'You moved your appointment with {{name}} from {{from}} to {{to}}.',
      byOther: '{{name}} moved the appointment from {{from}} to {{to}}.',
    },
    APPOINTMENT_CANCELLED: {
      title: 'Appointment cancelled',
      byMe: 'You cancelled your appointment with {{name}} on {{when}}.',
      byOther: '{{name}} cancelled the appointment on {{when}}.',
      reason: 'Reason: {{reason}}',
    },
    WAITLIST_SLOT_OFFERED: {
      title: 'A slot is free for you',
      body: 'The {{when}} slot with {{name}} is held for you until {{until}}.',
    },
    MEDICAL_RECORD_FINALISED: {
      title: 'Medical record final',
      withName: 'The medical record of your visit on {{when}} with {{name}} is final.',
      body: 'The medical record of your visit on {{when}} is final.',
    },
    PROVIDER_VERIFIED: {
      title: 'Account verified',
      body: 'STR number {{strNumber}} is verified. Patients can now book appointments with you.',
    },
    MESSAGE_RECEIVED: {
      title: 'New message',
      body: '{{name}} sent you a message.',
    },
  },
}

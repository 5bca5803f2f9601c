import type { waitingRoomId } from './waiting-room.id'

/** English mirror of waiting-room.id.ts (typed by the Indonesian keys). */
export const waitingRoomEn: typeof waitingRoomId = {
  title: 'Consultation Waiting Room',
  intro: 'The consultation room opens {{minutes}} minutes before the appointment. This page enters the room by itself.',
  date: 'Date',
  time: 'Time',
  timeValue: '{{time}} {{zone}}',
  reason: 'Purpose',
  with: {
    PATIENT: 'Patient',
    PROVIDER: 'Health worker',
  },
  countdown: {
    label: 'The room opens in',
    opensAt: 'You can join from {{date}} at {{time}} {{zone}}.',
    opening: 'The consultation room is open — connecting…',
    days: 'days',
    hours: 'hours',
    minutes: 'minutes',
    seconds: 'seconds',
  },
  devices: {
    title: 'Check your devices',
    hint: 'Allow the camera and microphone so the other side can see and hear you.',
    camera: 'Camera',
    microphone: 'Microphone',
    states: {
      checking: 'Checking…',
      granted: 'Allowed',
      denied: 'Blocked — open the browser settings',
      missing: 'Not found',
      unsupported: 'Not supported by this browser',
      error: 'Cannot be used — close other apps using it',
    },
    ready: 'Devices ready.',
    recheck: 'Check again',
    preview: 'Camera preview',
    noPreview: 'Camera not available yet',
  },
  session: {
    waitingFor: {
      PATIENT: 'Waiting for the patient…',
      PROVIDER: 'Waiting for the health worker…',
    },
  },
  summary: {
    title: 'Session Summary',
    completedIntro: 'This consultation session has ended.',
    cancelledIntro: 'This appointment was cancelled; the session did not take place.',
    date: 'Date',
    time: 'Time',
    duration: 'Duration',
    durationValue: '{{minutes}} minutes',
    participants: 'Participants',
    status: 'Status',
    statuses: {
      SCHEDULED: 'Scheduled',
      COMPLETED: 'Completed',
      CANCELLED: 'Cancelled',
    },
    record: 'Visit record',
    recordStatuses: {
      DRAFT: 'Draft',
      FINAL: 'Final',
      none: 'No notes for this visit yet',
      loading: 'Loading…',
    },
    openRecord: "Open the patient's records",
    myRecords: 'See my medical records',
  },
}

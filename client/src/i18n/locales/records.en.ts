import type { Catalogue } from './id'

export const recordsEn: Catalogue['records'] = {
  tile: {
    title: 'Medical Records',
    hint: 'visit notes',
  },
  recent: {
    openFull: 'Open the full medical record',
    title: 'Recent Medical Records',
    description: 'Notes from your consultations.',
    empty: 'No medical records available',
    loadFailed: 'Medical records could not be loaded: {{message}}',
    done: 'Completed',
    noNotes: 'No notes.',
    unknownProvider: 'Health worker',
  },
  accessLog: {
    title: 'Who opened your medical records',
    description: 'Every access to your records and documents is logged (UU 27/2022).',
    empty: 'Nobody has opened your medical records yet.',
    loadFailed: 'Could not load the access history: {{message}}',
    roles: { PATIENT: 'Patient', PROVIDER: 'Health worker', ADMIN: 'Administrator' },
    actions: {
      READ: 'viewed',
      CREATE: 'added',
      UPDATE: 'changed',
      DOWNLOAD: 'downloaded',
      UPLOAD: 'uploaded',
      HIDE: 'hid',
      SHOW: 'showed again',
    },
    resources: {
      record_one: '{{count}} medical record',
      record_other: '{{count}} medical records',
      document_one: '{{count}} document',
      document_other: '{{count}} documents',
      resume_one: 'medical summary (PDF)',
      resume_other: '{{count}} medical summaries (PDF)',
      fhir_bundle_one: 'whole medical record (FHIR)',
      fhir_bundle_other: 'whole medical record (FHIR)',
      conversation_one: 'messages',
      conversation_other: 'messages ({{count}} conversations)',
      event_one: 'your data in the system event log (reason recorded)',
      event_other: 'your data in {{count}} system event log entries (reason recorded)',
    },
  },
}

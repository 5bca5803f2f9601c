import type { Catalogue } from './id'

export const satusehatEn: Catalogue['satusehat'] = {
  status: {
    WAITING_CONFIG: 'Waiting for configuration',
    PENDING: 'Waiting',
    RETRYING: 'Failed: {{error}} (retrying)',
    SENT: 'Sent to SATUSEHAT',
    FAILED: 'Failed: {{error}}',
    WITHHELD: 'Not sent: consent withdrawn',
    UNREGISTERED: 'Not registered in SATUSEHAT',
    REFUSED: 'Not sent: a SATUSEHAT rule is not met',
  },
  unregistered: {
    PATIENT: 'Patient not yet registered in SATUSEHAT',
    PRACTITIONER: 'Health worker not yet registered',
  },
  blockers: {
    NOT_CONFIGURED:
      'The SATUSEHAT client is not configured: set SATUSEHAT_FHIR_BASE_URL, SATUSEHAT_AUTH_URL, SATUSEHAT_CLIENT_ID and SATUSEHAT_CLIENT_SECRET, then restart the server.',
    ORGANIZATION_MISSING: 'SATUSEHAT_ORGANIZATION_ID is not set.',
    ORGANIZATION_MISMATCH:
      'The organization id in the System Settings differs from the SATUSEHAT client’s organization (SATUSEHAT_ORGANIZATION_ID).',
    LOCATION_MISSING: 'The SATUSEHAT Location id is not set in the System Settings (Encounter.location is mandatory).',
  },
  filter: {
    ALL: 'All',
    WAITING_CONFIG: 'Waiting for configuration',
    PENDING: 'Waiting',
    RETRYING: 'Retrying',
    SENT: 'Sent',
    FAILED: 'Failed',
    WITHHELD: 'Consent withdrawn',
    UNREGISTERED: 'Not registered',
    REFUSED: 'Rule not met',
  },
  record: {
    title: 'SATUSEHAT',
    notQueued: 'Not in the SATUSEHAT queue yet',
    sentAt: 'Sent {{when}}',
    nextAttempt: 'Next attempt {{when}} ({{attempts}}/{{max}})',
    resources: '{{count}} FHIR resources stored on the server',
    sends: 'Sends',
    send: { CREATE: 'Sent {{when}} ({{count}} resources)', UPDATE: 'Correction sent {{when}} ({{count}} resources updated)' },
    resendPending: 'A correction waits to be sent as an update',
    localOnly: 'Not sent (no code system SATUSEHAT accepts yet), kept in TeleRawat:',
    rules: 'Rules not met:',
  },
  queue: {
    open: 'SATUSEHAT queue',
    title: 'SATUSEHAT queue',
    subtitle:
      'Final medical records sent to SATUSEHAT as FHIR R4 Bundles. Failures are retried automatically; those that keep failing can be sent again.',
    back: 'Back to the Admin Portal',
    configured: 'Connected to {{url}}',
    organization: 'Organization {{id}}',
    location: 'Location {{name}} ({{id}})',
    notReady: 'The exchange does not run:',
    notConfigured:
      'The exchange is not configured: set SATUSEHAT_FHIR_BASE_URL, SATUSEHAT_AUTH_URL, SATUSEHAT_CLIENT_ID and SATUSEHAT_CLIENT_SECRET, then restart the server.',
    loading: 'Loading the queue...',
    loadFailed: 'The queue could not be loaded: {{message}}',
    empty: 'No medical record has this status',
    columns: { visit: 'Visit', record: 'Medical record', status: 'Status', attempts: 'Attempts', updated: 'Updated' },
    retry: 'Send again',
    retried: 'Queued again',
    retryFailed: 'Could not be sent again: {{message}}',
  },
}

import type { Catalogue } from './id'

export const satusehatEn: Catalogue['satusehat'] = {
  status: {
    WAITING_CONFIG: 'Waiting for configuration',
    PENDING: 'Waiting',
    RETRYING: 'Failed: {{error}} (retrying)',
    SENT: 'Sent to SATUSEHAT',
    FAILED: 'Failed: {{error}}',
    WITHHELD: 'Not sent: consent withdrawn',
  },
  filter: {
    ALL: 'All',
    WAITING_CONFIG: 'Waiting for configuration',
    PENDING: 'Waiting',
    RETRYING: 'Retrying',
    SENT: 'Sent',
    FAILED: 'Failed',
    WITHHELD: 'Consent withdrawn',
  },
  record: {
    title: 'SATUSEHAT',
    notQueued: 'Not in the SATUSEHAT queue yet',
    sentAt: 'Sent {{when}}',
    nextAttempt: 'Next attempt {{when}} ({{attempts}}/{{max}})',
    resources: '{{count}} FHIR resources stored on the server',
  },
  queue: {
    open: 'SATUSEHAT queue',
    title: 'SATUSEHAT queue',
    subtitle:
      'Final medical records sent to SATUSEHAT as FHIR R4 Bundles. Failures are retried automatically; those that keep failing can be sent again.',
    back: 'Back to the Admin Portal',
    configured: 'Connected to {{url}}',
    organization: 'Organization {{id}}',
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

import type { Catalogue } from './id'

export const consentEn: Catalogue['consent'] = {
  title: 'My Consents',
  description:
    'Every consent you give or withdraw is kept for good with its version (Law 27/2022). A withdrawal takes effect at once.',
  kinds: {
    TERMS_PRIVACY: 'Terms & Privacy Policy',
    TELEMEDICINE: 'Telemedicine consultation',
    SATUSEHAT: 'Sending data to SATUSEHAT',
  },
  active: 'In force',
  inactive: 'Not in force',
  version: 'Document version {{version}}',
  give: 'Give consent',
  withdraw: 'Withdraw consent',
  cancel: 'Cancel',
  notWithdrawable: 'Cannot be withdrawn while the account exists.',
  history: 'Consent history',
  actions: { GIVEN: 'Given', WITHDRAWN: 'Withdrawn' },
  withdrawn: 'Consent "{{kind}}" withdrawn',
  failed: 'The consent could not be changed',
  confirmTitle: 'Withdraw the consent "{{kind}}"?',
  confirmEffect: {
    TERMS_PRIVACY: '',
    TELEMEDICINE: 'You will need to give it again before your next consultation.',
    SATUSEHAT: 'The records of your visits are no longer sent to SATUSEHAT from now on. Data already sent is not deleted.',
  },
  telemedicine: {
    title: 'Telemedicine consultation consent',
    agree: 'I have read and agree to this remote consultation.',
    submit: 'I agree',
  },
}

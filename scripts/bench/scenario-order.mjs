/** Every scenario of `npm run bench`, in the order it runs them (replay first: it builds the read models). */
export const SCENARIOS = [
  'replay',
  'bare',
  'framework-bare',
  'health',
  'user',
  'provider-dashboard',
  'patient-dashboard',
  'appointments-page',
  'admin-search',
  'booking',
  'sign-in',
  'commit-push',
  'sockets',
  'landing-js',
]

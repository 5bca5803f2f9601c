import { DASHBOARDS, dashboardRequestScenarios } from './screens.mjs'

/** Each dashboard, then each of its requests alone (screens.mjs). */
const dashboards = Object.keys(DASHBOARDS).flatMap((screen) => [
  screen,
  ...dashboardRequestScenarios([screen]).map((request) => request.key),
])

/** Every scenario of `npm run bench`, in the order it runs them (replay first: it builds the read models). */
export const SCENARIOS = [
  'replay',
  'bare',
  'framework-bare',
  'health',
  'user',
  ...dashboards,
  'appointments-page',
  'provider-records',
  'admin-search',
  'booking',
  'sign-in',
  'commit-push',
  'sockets',
  'landing-js',
]

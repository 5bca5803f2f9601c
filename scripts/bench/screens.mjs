/**
 * What each screen `npm run bench` measures asks the API for when it opens, request by request, as
 * the client asks them. client/tests/bench-screens.e2e.spec.ts opens each screen in Chromium and
 * fails when the app asks for anything else, so these lists cannot drift from the screens.
 * `{patientId}` is the signed-in patient's profile id.
 */

/** What the signed-in app shell asks on every screen: the account, and the header's unread count and bell. */
const SHELL = {
  user: '/api/user',
  unread: '/api/conversations/unread',
  notifications: '/api/notifications?limit=10',
}

/** The dashboards: every GET the screen makes on opening, by a short name (a scenario's suffix). */
export const DASHBOARDS = {
  'provider-dashboard': {
    label: 'provider dashboard',
    route: '/provider',
    session: 'provider',
    requests: { ...SHELL, overview: '/api/appointments/overview' },
  },
  'patient-dashboard': {
    label: 'patient dashboard',
    route: '/patient',
    session: 'patient',
    requests: {
      ...SHELL,
      overview: '/api/appointments/overview',
      records: '/api/patients/{patientId}/records/page?limit=5',
      'records-count': '/api/patients/{patientId}/records/count',
      'access-log': '/api/patients/{patientId}/access-log/page?others=true&limit=8',
      waitlist: '/api/waitlist',
      'clinic-settings': '/api/clinic/settings',
      profile: '/api/profile',
    },
  },
}

const APPOINTMENTS_PAGE_SIZE = 20

/** The provider's appointments page: what it asks on opening, and its page size as it scrolls and changes tab. */
export const APPOINTMENTS_PAGE = {
  route: '/provider/appointments',
  pageSize: APPOINTMENTS_PAGE_SIZE,
  requests: [
    ...Object.values(SHELL),
    '/api/appointments/overview',
    `/api/appointments/list?status=ALL&limit=${APPOINTMENTS_PAGE_SIZE}`,
  ],
}

const PROVIDER_RECORDS_FIRST_PAGE = '/api/provider/medical-records/page?limit=30'

/** The provider's records screen (not a dashboard): its first page. */
export const PROVIDER_RECORDS_PAGE = {
  route: '/provider/medical-records',
  firstPage: PROVIDER_RECORDS_FIRST_PAGE,
  requests: [...Object.values(SHELL), PROVIDER_RECORDS_FIRST_PAGE],
}

/** One scenario per request of a dashboard (but /api/user, which is the `user` row): `provider-overview`, `patient-records`, … */
export const dashboardRequestScenarios = (screens = Object.keys(DASHBOARDS)) =>
  screens.flatMap((screenKey) => {
    const screen = DASHBOARDS[screenKey]
    return Object.keys(screen.requests)
      .filter((name) => name !== 'user')
      .map((name) => ({ key: `${screen.session}-${name}`, screen, path: screen.requests[name] }))
  })

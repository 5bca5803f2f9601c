import { firstMissing, getJson } from './session.mjs'
import { measure } from './measure.mjs'

const PREFIXES = ['bu', 'sa', 'an', 'de', 'ri', 'ag', 'wa', 'jo', 'pu', 'he', 'la', 'si', 'nakes1', 'pasien12', 'dr', 'ns']

/** Throws when one of `paths` does not answer 200: the scenario would measure an error page. */
async function probe(ctx, paths, cookie) {
  const missing = await firstMissing(ctx.base, paths, cookie)
  if (missing) throw new Error(`${missing.status} on ${missing.path}`)
}

/** A GET scenario: probe its paths once (any non-200 fails the scenario), then load them with k6. */
async function getScenario(ctx, name, paths, { cookie, vus } = {}) {
  await probe(ctx, paths, cookie)
  return measure(ctx, name, 'http-get.js', {
    PATHS: paths.join(','),
    PREFIXES: PREFIXES.join(','),
    COOKIES: JSON.stringify(cookie ? [cookie] : []),
    ...(vus ? { VUS: String(vus) } : {}),
  })
}

/** The patient profile id behind a session (/api/user carries it under one of these names). */
async function patientIdOf(ctx, cookie) {
  const { body } = await getJson(ctx.base, '/api/user', cookie)
  return body?.patientProfile?.id ?? body?.profile?.id ?? body?.patientId ?? body?.patient?.id
}

/** The dashboards' own requests, after GET /api/user (measured on its own as `user`). */
const PROVIDER_DASHBOARD = ['/api/appointments/overview', '/api/provider/medical-records?limit=5']

async function patientDashboard(ctx) {
  const patientId = await patientIdOf(ctx, ctx.sessions.patient)
  if (!patientId) throw new Error('no patient id in /api/user')
  return ['/api/appointments/overview', `/api/patients/${patientId}/records?limit=5`]
}

export const httpScenarios = {
  bare: async (ctx) => ({
    ...(await measure(ctx, 'bare node:http', 'http-get.js', { PATHS: '/' }, { pid: ctx.barePid, base: ctx.bareBase })),
    noTransport: true,
  }),
  'framework-bare': (ctx) => getScenario(ctx, 'framework bare route', ['/bench/bare']),
  health: (ctx) => getScenario(ctx, 'GET /api/health', ['/api/health']),
  user: (ctx) => getScenario(ctx, 'GET /api/user (session)', ['/api/user'], { cookie: ctx.sessions.patient }),
  'provider-dashboard': (ctx) =>
    getScenario(ctx, 'provider dashboard (3 requests)', ['/api/user', ...PROVIDER_DASHBOARD], {
      cookie: ctx.sessions.provider,
    }),
  // The figure is per request: each of the screen's own requests alone at 50 VUs, as /api/health is measured
  'provider-overview': (ctx) =>
    getScenario(ctx, `provider dashboard, one request: ${PROVIDER_DASHBOARD[0]}`, [PROVIDER_DASHBOARD[0]], {
      cookie: ctx.sessions.provider,
    }),
  'provider-records': (ctx) =>
    getScenario(ctx, `provider dashboard, one request: ${PROVIDER_DASHBOARD[1]}`, [PROVIDER_DASHBOARD[1]], {
      cookie: ctx.sessions.provider,
    }),
  'patient-dashboard': async (ctx) => {
    const paths = ['/api/user', ...(await patientDashboard(ctx))]
    return getScenario(ctx, 'patient dashboard (3 requests)', paths, { cookie: ctx.sessions.patient })
  },
  'patient-overview': async (ctx) => {
    const [path] = await patientDashboard(ctx)
    return getScenario(ctx, `patient dashboard, one request: ${path}`, [path], { cookie: ctx.sessions.patient })
  },
  'patient-records': async (ctx) => {
    const [, path] = await patientDashboard(ctx)
    const shown = path.replace(/patients\/[^/]+\//, 'patients/{id}/')
    return getScenario(ctx, `patient dashboard, one request: ${shown}`, [path], { cookie: ctx.sessions.patient })
  },
  'appointments-page': async (ctx) => {
    const name = 'appointments page (4 tabs to the end, limit 50)'
    await probe(ctx, ['/api/appointments/list?status=ALL&limit=50'], ctx.sessions.provider)
    // BENCH_PAGING_VUS (the smoke's 10): fewer walkers, so a 2 s run ends its walks instead of waiting out k6's grace
    const vus = process.env.BENCH_PAGING_VUS ? { VUS: process.env.BENCH_PAGING_VUS } : {}
    const row = await measure(ctx, name, 'appointments-paging.js', { COOKIES: JSON.stringify([ctx.sessions.provider]), ...vus })
    row.note = `${row.metrics.tab_walks?.values.count ?? 0} tab walks, ${row.metrics.rows_seen?.values.count ?? 0} rows`
    return row
  },
  'admin-search': (ctx) =>
    getScenario(ctx, 'admin search (prefix, limit 20)', ['/api/admin/users/page?search={prefix}&limit=20'], {
      cookie: ctx.sessions.admin,
    }),
}

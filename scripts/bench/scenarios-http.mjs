import { firstMissing, getJson } from './session.mjs'
import { measure } from './measure.mjs'
import { APPOINTMENTS_PAGE, DASHBOARDS, dashboardRequestScenarios, PROVIDER_RECORDS_PAGE } from './screens.mjs'

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

/** A screen's paths with the signed-in patient's profile id in place of `{patientId}`. */
async function screenPaths(ctx, paths, session) {
  if (!paths.some((p) => p.includes('{patientId}'))) return paths
  const patientId = await patientIdOf(ctx, ctx.sessions[session])
  if (!patientId) throw new Error('no patient id in /api/user')
  return paths.map((p) => p.replaceAll('{patientId}', patientId))
}

const shown = (path) => path.replace('{patientId}', '{id}')

/** A dashboard as it opens (every request of screens.mjs, in one iteration), and each of its requests alone. */
const dashboardScenarios = Object.fromEntries([
  ...Object.entries(DASHBOARDS).map(([key, screen]) => {
    const paths = Object.values(screen.requests)
    const run = async (ctx) =>
      getScenario(ctx, `${screen.label} (${paths.length} requests, as it opens)`, await screenPaths(ctx, paths, screen.session), {
        cookie: ctx.sessions[screen.session],
      })
    return [key, run]
  }),
  // The figure is per request: each of the screen's own requests alone at 50 VUs, as /api/health is measured
  ...dashboardRequestScenarios().map(({ key, screen, path }) => {
    const run = async (ctx) =>
      getScenario(ctx, `${screen.label}, one request: ${shown(path)}`, await screenPaths(ctx, [path], screen.session), {
        cookie: ctx.sessions[screen.session],
      })
    return [key, run]
  }),
])

export const httpScenarios = {
  bare: async (ctx) => ({
    ...(await measure(ctx, 'bare node:http', 'http-get.js', { PATHS: '/' }, { pid: ctx.barePid, base: ctx.bareBase })),
    noTransport: true,
  }),
  'framework-bare': (ctx) => getScenario(ctx, 'framework bare route', ['/bench/bare']),
  health: (ctx) => getScenario(ctx, 'GET /api/health', ['/api/health']),
  user: (ctx) => getScenario(ctx, 'GET /api/user (session)', ['/api/user'], { cookie: ctx.sessions.patient }),
  ...dashboardScenarios,
  'appointments-page': async (ctx) => {
    const name = `appointments page (4 tabs to the end, limit ${APPOINTMENTS_PAGE.pageSize})`
    await probe(ctx, APPOINTMENTS_PAGE.requests, ctx.sessions.provider)
    // BENCH_PAGING_VUS (the smoke's 10): fewer walkers, so a 2 s run ends its walks instead of waiting out k6's grace
    const vus = process.env.BENCH_PAGING_VUS ? { VUS: process.env.BENCH_PAGING_VUS } : {}
    const row = await measure(ctx, name, 'appointments-paging.js', {
      COOKIES: JSON.stringify([ctx.sessions.provider]),
      LIMIT: String(APPOINTMENTS_PAGE.pageSize),
      ...vus,
    })
    row.note = `${row.metrics.tab_walks?.values.count ?? 0} tab walks, ${row.metrics.rows_seen?.values.count ?? 0} rows`
    return row
  },
  'provider-records': (ctx) => {
    const path = PROVIDER_RECORDS_PAGE.firstPage
    return getScenario(ctx, `provider records screen, first page: ${path}`, [path], { cookie: ctx.sessions.provider })
  },
  'admin-search': (ctx) =>
    getScenario(ctx, 'admin search (prefix, limit 20)', ['/api/admin/users/page?search={prefix}&limit=20'], {
      cookie: ctx.sessions.admin,
    }),
}

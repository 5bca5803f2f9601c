import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { Ajv } from 'ajv'
import addFormats from 'ajv-formats'
import draft07 from 'ajv/dist/refs/json-schema-draft-07.json' with { type: 'json' }
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { registry } from '../../observability/metrics.js'

/**
 * The operators' files (docs/ops/, docker-compose.yml, the Dockerfile) against the code: the
 * compose file is valid Compose, the probes and the metrics port are wired, and every metric
 * the dashboard and the alert rules query exists in the app's registry with the labels they use.
 */
const root = new URL('../../../', import.meta.url)
const read = (path: string) => readFileSync(new URL(path, root), 'utf8')

const compose = parse(read('docker-compose.yml'))
const alerts = parse(read('docs/ops/prometheus-alerts.yml'))
const dashboard = JSON.parse(read('docs/ops/grafana-dashboard.json'))
const prometheus = parse(read('docs/ops/prometheus.yml'))

/** Labels Prometheus adds (instance, job) or a histogram's buckets carry (le). */
const IMPLICIT_LABELS = new Set(['instance', 'job', 'le'])

/** The registered metric a series name belongs to (a histogram's _bucket/_sum/_count included). */
function metricOf(series: string) {
  const direct = registry.getSingleMetric(series)
  if (direct) return direct
  const base = series.replace(/_(bucket|sum|count)$/, '')
  const metric = registry.getSingleMetric(base)
  return metric && ['histogram', 'summary'].includes((metric as any).type) ? metric : undefined
}

/** Every series an expression selects, with the label names its matchers use. */
function selectorsIn(expr: string): Array<{ name: string; labels: string[] }> {
  return [...expr.matchAll(/\b((?:telerawat|nodejs|process)_[a-z0-9_]+)(\{([^}]*)\})?/g)].map((m) => ({
    name: m[1],
    labels: [...(m[3] ?? '').matchAll(/(\w+)\s*(?:=~|!~|!=|=)/g)].map((l) => l[1]),
  }))
}

/** Label names grouped by in `by (...)` clauses. */
const groupedBy = (expr: string) => [...expr.matchAll(/\bby\s*\(([^)]*)\)/g)].flatMap((m) => m[1].split(',').map((s) => s.trim()))

function unknownIn(expr: string): string[] {
  const problems: string[] = []
  const known = new Set(IMPLICIT_LABELS)
  for (const { name, labels } of selectorsIn(expr)) {
    const metric = metricOf(name)
    if (!metric) {
      problems.push(`unknown metric ${name}`)
      continue
    }
    for (const label of (metric as any).labelNames as string[]) known.add(label)
    for (const label of labels)
      if (!IMPLICIT_LABELS.has(label) && !((metric as any).labelNames as string[]).includes(label))
        problems.push(`${name} has no label ${label}`)
  }
  for (const label of groupedBy(expr)) if (!known.has(label)) problems.push(`no selected metric has label ${label}`)
  return problems
}

/** ajv knows draft-07 as http://…/schema#; the vendored schema names it https://…/schema. */
function composeValidator() {
  const ajv = new Ajv({ allErrors: true, strict: false })
  addFormats.default(ajv)
  ajv.addMetaSchema({ ...draft07, $id: 'https://json-schema.org/draft-07/schema' })
  return ajv.compile(JSON.parse(read('server/tests/ops/compose-spec.schema.json')))
}

const alertRules: Array<Record<string, any>> = alerts.groups.flatMap((g: any) => g.rules)
const panelExprs: string[] = dashboard.panels.flatMap((p: any) => (p.targets ?? []).map((t: any) => t.expr))

describe('docs/ops/prometheus-alerts.yml', () => {
  it('has the alerts operators need, each well formed', () => {
    const exprs = alertRules.map((r) => r.expr as string)
    expect(exprs.some((e) => e.includes('telerawat_outbox_oldest_unpublished_age_seconds'))).toBe(true)
    expect(exprs.some((e) => e.includes('telerawat_consumer_lag'))).toBe(true)
    expect(exprs.some((e) => e.includes('telerawat_dead_letters'))).toBe(true)
    expect(exprs.some((e) => e.includes('status=~"5.."'))).toBe(true)
    for (const rule of alertRules) {
      expect(rule.alert).toMatch(/^TeleRawat[A-Z]\w+$/)
      expect(rule.for).toMatch(/^\d+[smh]$/)
      expect(['warning', 'critical']).toContain(rule.labels.severity)
      expect(rule.annotations.summary).toBeTruthy()
      expect(rule.annotations.description).toBeTruthy()
    }
  })

  it('queries only metrics and labels the registry has', () => {
    expect(alertRules.flatMap((r) => unknownIn(r.expr))).toEqual([])
  })
})

describe('docs/ops/grafana-dashboard.json', () => {
  it('queries only metrics and labels the registry has', () => {
    expect(panelExprs.length).toBeGreaterThan(10)
    expect(panelExprs.flatMap((e) => unknownIn(e))).toEqual([])
  })

  it("has a panel for every one of TeleRawat's metrics", async () => {
    const used = new Set(
      panelExprs.flatMap((e) => selectorsIn(e).map((s) => (metricOf(s.name) as { name?: string } | undefined)?.name))
    )
    const ours = (await registry.getMetricsAsJSON()).map((m) => m.name).filter((n) => n.startsWith('telerawat_'))
    expect(ours.filter((n) => !used.has(n))).toEqual([])
    expect(used.has('nodejs_eventloop_lag_p99_seconds')).toBe(true)
  })

  it('panels do not overlap and ids are unique', () => {
    const ids = dashboard.panels.map((p: any) => p.id)
    expect(new Set(ids).size).toBe(ids.length)
    const cells = new Set<string>()
    for (const { gridPos: g } of dashboard.panels)
      for (let x = g.x; x < g.x + g.w; x++)
        for (let y = g.y; y < g.y + g.h; y++) {
          expect(cells.has(`${x},${y}`)).toBe(false)
          cells.add(`${x},${y}`)
        }
  })
})

describe('docker-compose.yml', () => {
  it('is valid against the Compose Specification JSON schema (vendored, checksum as noted)', () => {
    const schemaText = read('server/tests/ops/compose-spec.schema.json')
    const sha = createHash('sha256').update(schemaText).digest('hex')
    expect(read('server/tests/ops/README.md')).toContain(sha)
    const validate = composeValidator()
    const valid = validate(compose)
    expect(validate.errors ?? [], JSON.stringify(validate.errors, null, 2)).toEqual([])
    expect(valid).toBe(true)
  })

  it('the schema does refuse a broken file', () => {
    const validate = composeValidator()
    const broken = structuredClone(compose)
    broken.services.app.depends_on.postgres.condition = 'service_ready'
    broken.services.app.healthcheck.intervall = '5s'
    expect(validate(broken)).toBe(false)
  })

  it('uses the health probes and keeps the metrics port off the host', () => {
    const { app, prometheus: prom } = compose.services
    expect(app.healthcheck.test.join(' ')).toContain('/api/health/ready')
    expect(app.environment.METRICS_PORT).toBeDefined()
    expect(app.ports.join(' ')).not.toContain(String(app.environment.METRICS_PORT))
    expect(prom.depends_on.app.condition).toBe('service_healthy')
    for (const [name, service] of Object.entries<any>(compose.services)) expect(service.healthcheck, name).toBeDefined()
    for (const dependency of Object.values<any>(app.depends_on)) expect(dependency.condition).toBe('service_healthy')
    expect(prometheus.scrape_configs[0].static_configs[0].targets).toEqual([`app:${app.environment.METRICS_PORT}`])
  })

  it("the app image's HEALTHCHECK asks the readiness probe", () => {
    expect(read('server/Dockerfile')).toMatch(/HEALTHCHECK[\s\S]*\/api\/health\/ready/)
  })
})

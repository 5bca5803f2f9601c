import fc from 'fast-check'
import { arbitraryOf, type JsonSchema, type SchemaHints } from './json-schema-arbitrary.js'
import * as hostile from './hostile-values.js'
import type { RouteSchemas } from './route-schemas.js'
import type { FuzzRoute } from './route-table.js'

export const SESSIONS = ['anonymous', 'patient', 'provider', 'admin'] as const
export type SessionName = (typeof SESSIONS)[number]

export interface FuzzCase {
  route: string
  session: SessionName
  /** 'valid' = shaped by the route's schema; anything else names the hostile twist. */
  label: string
  method: string
  path: string
  headers: Record<string, string>
  /** Built only when sent, so 10,000 cases never hold their megabytes at once. */
  body?: () => string | Buffer | FormData
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
export const changesState = (method: string) => STATE_CHANGING.has(method)

type Body = Record<string, unknown>
const json = (value: unknown) => JSON.stringify(value)
/** `{"<key>": <raw JSON text>, ...rest}`: JSON.stringify would drop a `__proto__` key and overflow on very deep values. */
const withRawValue = (key: string, raw: string, rest: Body) => {
  const { [key]: _replaced, ...others } = rest
  const tail = json(others).slice(1)
  return `{${json(key)}:${raw}${tail === '}' ? '}' : `,${tail}`}`
}
const withRawKey = (key: string, value: unknown, rest: Body) => withRawValue(key, json(value), rest)
const pickKey = (body: Body, fallback: string) => fc.constantFrom(...(Object.keys(body).length ? Object.keys(body) : [fallback]))

const fieldsOf = (body: Body): [string, string][] =>
  Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : (json(v) ?? '')])

function multipart(body: Body, fileBytes: number): FormData {
  const form = new FormData()
  for (const [k, v] of fieldsOf(body)) form.append(k, v)
  form.append('file', new Blob([Buffer.alloc(fileBytes, 0x25)]), 'berkas.pdf')
  return form
}

/** Hostile bodies derived from a schema-shaped one: [label, headers, body builder]. */
function hostileBody(base: Body): fc.Arbitrary<[string, Record<string, string>, () => string | Buffer | FormData]> {
  const asJson = { 'content-type': 'application/json' }
  const key = pickKey(base, 'email')
  return fc
    .oneof(
      fc.tuple(key, hostile.wrongType).map(([k, v]) => ['wrong-type', asJson, () => json({ ...base, [k]: v })] as const),
      fc
        .tuple(key, hostile.hugeStringLength)
        .map(([k, n]) => ['huge-string', asJson, () => json({ ...base, [k]: 'x'.repeat(n) })] as const),
      fc
        .tuple(key, hostile.hugeArrayLength)
        .map(([k, n]) => ['huge-array', asJson, () => json({ ...base, [k]: new Array(n).fill(0) })] as const),
      fc.tuple(key, hostile.deepDepth).map(([k, d]) => ['deep', asJson, () => withRawValue(k, hostile.nestedJson(d), base)] as const),
      fc.tuple(key, hostile.poisonedString).map(([k, s]) => ['poison-text', asJson, () => json({ ...base, [k]: s })] as const),
      hostile.poisonedString.map((s) => ['poison-key', asJson, () => json({ ...base, [s]: 'x' })] as const),
      fc
        .tuple(fc.constantFrom(...hostile.PROTOTYPE_KEYS), fc.boolean())
        .map(
          ([k, deep]) =>
            [
              'prototype-key',
              asJson,
              () =>
                deep ? json({ ...base, x: JSON.parse(withRawKey(k, { polluted: 1 }, {})) }) : withRawKey(k, { polluted: 1 }, base),
            ] as const
        ),
      fc
        .constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/xml',
          'application/json; charset=utf-16',
          'application/octet-stream',
          'text/json'
        )
        .map(
          (type) =>
            [
              'wrong-content-type',
              { 'content-type': type },
              () => (type.includes('urlencoded') ? new URLSearchParams(fieldsOf(base)).toString() : json(base)),
            ] as const
        ),
      fc.constantFrom(0, 1024, 64 * 1024, 2 * 1024 * 1024).map((n) => ['multipart', {}, () => multipart(base, n)] as const),
      fc
        .constantFrom(
          '{',
          '{"a":',
          '{"a":1}garbage',
          'null',
          '123',
          '"text"',
          'true',
          '\ufeff{}',
          '{"a":1,"a":{"b":2}}',
          '[{"a":1}]',
          '[]',
          '{"a":NaN}',
          "{'a':1}"
        )
        .map((text) => ['malformed-json', asJson, () => text] as const),
      fc.constant([
        'invalid-utf8',
        asJson,
        () => Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
      ] as const),
      fc.constant(['foreign-origin', { ...asJson, origin: 'https://evil.example' }, () => json(base)] as const),
      fc.constant(['cross-site', { ...asJson, 'sec-fetch-site': 'cross-site' }, () => json(base)] as const),
      fc.constant(['content-encoding', { ...asJson, 'content-encoding': 'gzip' }, () => json(base)] as const)
    )
    .map(([label, headers, build]) => [label, { ...headers }, build])
}

function pathOf(route: FuzzRoute, param: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const segments = route.pattern.split('/')
  const tail = fc.array(fc.oneof(hostile.hostileParam, fc.stringMatching(/^[a-z0-9-]{1,12}$/)), { minLength: 0, maxLength: 4 })
  const parts = segments.map((s) => (s.startsWith(':') ? param : s === '*' ? tail.map((t) => t.join('/')) : fc.constant(s)))
  return fc.tuple(...parts).map((p) => p.join('/').replace(/\/+$/, '') || '/')
}

function queryOf(schema: JsonSchema | undefined, hints: SchemaHints): fc.Arbitrary<string> {
  const paging = fc.record(
    { limit: fc.integer({ min: 1, max: 100 }).map(String), cursor: fc.base64String({ maxLength: 40 }) },
    { requiredKeys: [] }
  )
  const fromSchema = schema ? arbitraryOf(schema, hints) : fc.constant({})
  return fc.tuple(fromSchema, paging).map(([a, b]) => new URLSearchParams({ ...(a as Record<string, string>), ...b }).toString())
}

/** Cases of one route: schema-shaped ('valid') or hostile, for any session. */
export function casesOf(
  route: FuzzRoute,
  schemas: RouteSchemas | undefined,
  hintsFor: (s: SessionName) => SchemaHints,
  kind: 'valid' | 'hostile'
) {
  // One arbitrary per session, built once (a `chain` would rebuild every arbitrary for every sample).
  return fc.oneof(...SESSIONS.map((session) => caseArbitrary(route, schemas, hintsFor(session), session, kind)))
}

function caseArbitrary(
  route: FuzzRoute,
  schemas: RouteSchemas | undefined,
  hints: SchemaHints,
  session: SessionName,
  kind: 'valid' | 'hostile'
): fc.Arbitrary<FuzzCase> {
  {
    const goodParam = hints.knownIds.length ? fc.oneof(fc.uuid(), fc.constantFrom(...hints.knownIds)) : fc.uuid()
    const body = (schemas?.body ? arbitraryOf(schemas.body, hints) : fc.constant({})) as fc.Arbitrary<Body>
    const withBody = changesState(route.method)
    if (kind === 'valid') {
      return fc.tuple(pathOf(route, goodParam), queryOf(schemas?.query, hints), body).map(([path, query, value]): FuzzCase => ({
        route: route.key,
        session,
        label: 'valid',
        method: route.method,
        path: query && !withBody ? `${path}?${query}` : path,
        headers: withBody ? { 'content-type': 'application/json' } : {},
        body: withBody ? () => json(value) : undefined,
      }))
    }
    const param = fc.oneof({ arbitrary: goodParam, weight: 2 }, { arbitrary: hostile.hostileParam, weight: 1 })
    const twist = withBody
      ? body.chain(hostileBody)
      : fc.constant(['hostile-query', {}, undefined] as [string, Record<string, string>, undefined])
    return fc
      .tuple(pathOf(route, param), fc.option(hostile.hostileQuery, { freq: withBody ? 4 : 1 }), hostile.hostileHeaders, twist)
      .map(([path, query, extra, [label, headers, build]]): FuzzCase => ({
        route: route.key,
        session,
        label,
        method: route.method,
        path: query ? `${path}?${query}` : path,
        headers: { ...extra, ...headers },
        body: build,
      }))
  }
}

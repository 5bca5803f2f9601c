import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootApp, type BootedApp } from '../helpers/app.mjs'
import { routesOf } from '../fuzz/route-table.js'

/**
 * The API document (docs/api.md) against the booted router: every route is documented and every
 * documented route exists; the document is valid OpenAPI 3.1; client/src/api/openapi.d.ts is current.
 */

/** Router entries that are not API operations: catch-alls and the benchmark's bare route. */
const NOT_DOCUMENTED = (key: string) => key.endsWith(' /*') || key.endsWith(' /api/*') || key.startsWith('GET /bench/')

let server: BootedApp
let document: any

beforeAll(async () => {
  server = await bootApp()
  const response = await fetch(`${server.url}/api/openapi.json`)
  expect(response.status).toBe(200)
  document = await response.json()
})
afterAll(async () => {
  await server?.stop()
})

const toOpenApi = (pattern: string) => pattern.replace(/:([A-Za-z0-9_]+)\??/g, '{$1}')

describe('the OpenAPI document', () => {
  it('documents every route of the router, and no route the router lacks', async () => {
    const routed = new Set(
      (await routesOf(server)).filter((r) => !NOT_DOCUMENTED(r.key)).map((r) => `${r.method} ${toOpenApi(r.pattern)}`)
    )
    const documented = new Set<string>()
    for (const [path, item] of Object.entries<Record<string, unknown>>(document.paths)) {
      for (const method of ['get', 'post', 'put', 'patch', 'delete'])
        if (item[method]) documented.add(`${method.toUpperCase()} ${path}`)
    }
    const undocumented = [...routed].filter((r) => !documented.has(r)).sort()
    const phantom = [...documented].filter((r) => !routed.has(r)).sort()
    expect(
      undocumented,
      `routes missing from the API document: declare each with defineRoute({...}) in the module's http/routes.ts (docs/api.md)`
    ).toEqual([])
    expect(phantom, 'documented routes the router does not have: remove or fix their entries').toEqual([])
  })

  it('is a valid OpenAPI 3.1 document (the official schema) whose references all resolve', async () => {
    const { default: Ajv2020 } = await import('ajv/dist/2020.js')
    const { default: addFormats } = await import('ajv-formats')
    const schema = JSON.parse(readFileSync(new URL('./oas-3.1-schema.json', import.meta.url), 'utf8'))
    const ajv = new (Ajv2020 as any)({ strict: false, allErrors: true })
    ;(addFormats as any)(ajv)
    const validate = ajv.compile(schema)
    expect(validate(document), JSON.stringify(validate.errors?.slice(0, 5), null, 2)).toBe(true)
    expect(document.openapi).toBe('3.1.0')
    const refs = JSON.stringify(document).match(/"#\/components\/(schemas|responses)\/[^"]+"/g) ?? []
    for (const ref of new Set(refs)) {
      const [, kind, name] = ref.slice(1, -1).split('/').slice(1)
      expect(document.components[kind][name], ref).toBeDefined()
    }
  })

  it('says who may call each operation: a session for every non-public route, 401/403/422 where they apply', () => {
    for (const [path, item] of Object.entries<Record<string, any>>(document.paths)) {
      for (const [method, op] of Object.entries<any>(item)) {
        const roles: string[] = op['x-roles']
        expect(roles, `${method} ${path}`).toBeDefined()
        if (roles[0] !== 'public') {
          expect(op.security, `${method} ${path}`).toEqual([{ session: [] }])
          expect(op.responses['401'], `${method} ${path}`).toBeDefined()
        }
        if (op.requestBody || op.parameters?.length) expect(op.responses['422'], `${method} ${path}`).toBeDefined()
      }
    }
  })

  it('client/src/api/openapi.d.ts is generated from the current document (npm run api:types)', { timeout: 180_000 }, async () => {
    const { clientTypesSource, clientTypesPath } = await server.import('#server/app/openapi/client-types')
    const committed = readFileSync(clientTypesPath(), 'utf8')
    expect(committed === (await clientTypesSource(document)), 'client/src/api/openapi.d.ts is stale: run `npm run api:types`').toBe(
      true
    )
  })

  it('serves the reference page as HTML without any script, under the app CSP', async () => {
    const page = await fetch(`${server.url}/api/docs`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toContain('text/html')
    const html = await page.text()
    expect(html).not.toContain('<script')
    // every operation of the document has its heading on the page
    let operations = 0
    for (const [path, item] of Object.entries<Record<string, unknown>>(document.paths)) {
      for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
        if (!item[method]) continue
        operations++
        expect(html, `${method} ${path}`).toContain(`<code>${path}</code></h3>`)
      }
    }
    expect(operations).toBeGreaterThan(50)
    const csp = page.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self'")
    expect((await fetch(`${server.url}/api/docs/scalar.js`)).status).toBe(404)
  })
})

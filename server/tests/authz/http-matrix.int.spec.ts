import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { keepSignedIn } from '../helpers/accounts.js'
import { bootApp, resetDatabase } from '../helpers/app.mjs'
import { Client } from '../helpers/http-client.js'
import { routesOf } from '../fuzz/route-table.js'
import { buildCast, CALLERS, SECRET_COMPLAINT, SECRET_FILE, SECRET_NOTE, SECRET_OCCUPATION, type Caller, type Cast } from './cast.js'
import {
  HTTP_MATRIX,
  MAY_SEE_A_COMPLAINT,
  MAY_SEE_A_NAME,
  MAY_SEE_A_PROFILE,
  MAY_SEE_A_RECORDS,
  type MatrixRequest,
} from './http-matrix.js'

/**
 * Issue 10's HTTP authorization matrix: every route of the booted router × every caller of
 * cast.ts, the expected status of each cell from http-matrix.ts. A leak is a 2xx where the
 * table refuses, or any answer carrying patient A's clinical content (or name) to a caller who
 * may not see it. Prints the number of cells checked.
 */
const WINDOW = { RECORDS_ACCESS_BEFORE_HOURS: '24', RECORDS_ACCESS_AFTER_DAYS: '30' }
const previous = Object.fromEntries(Object.keys(WINDOW).map((k) => [k, process.env[k]]))
let server: Awaited<ReturnType<typeof bootApp>>
let cast: Cast

beforeAll(async () => {
  Object.assign(process.env, WINDOW)
  server = await bootApp()
  await resetDatabase(server.db)
  cast = await buildCast(server)
}, 120_000)

afterAll(async () => {
  await server?.stop()
  for (const [k, v] of Object.entries(previous)) {
    if (v === undefined) delete process.env[k]
    else process.env[k] = v
  }
})

function clientFor(caller: Caller, detached: boolean): Client {
  if (caller === 'anonymous') return new Client(server.url)
  const own = cast.accounts[caller].client
  if (!detached) return own
  const copy = new Client(server.url)
  ;(copy as any).cookies = new Map((own as any).cookies)
  return copy
}

async function send(caller: Caller, method: string, req: MatrixRequest) {
  const client = clientFor(caller, req.detached === true)
  return client.request(method, req.path, req.form ?? (method === 'GET' || method === 'DELETE' ? undefined : (req.body ?? {})))
}

describe('HTTP authorization matrix (every route × every caller)', () => {
  it('the table classifies exactly the routes of the router', async () => {
    const routes = (await routesOf(server)).map((r) => r.key).filter((k) => !k.startsWith('GET /bench/'))
    expect(
      routes.filter((k) => !HTTP_MATRIX[k]),
      'routes missing from server/tests/authz/http-matrix.ts'
    ).toEqual([])
    expect(
      Object.keys(HTTP_MATRIX).filter((k) => !routes.includes(k)),
      'table rows the router no longer has'
    ).toEqual([])
  })

  it('every cell answers its expected status; 0 leaks', async () => {
    const mismatches: string[] = []
    const leaks: string[] = []
    let cells = 0
    for (const [key, row] of Object.entries(HTTP_MATRIX)) {
      const method = key.split(' ')[0]
      for (const caller of CALLERS) {
        const req = await row.request(cast, caller)
        const res = await send(caller, method, req)
        cells++
        const expected = row.expect[caller]
        if (res.status !== expected)
          mismatches.push(`${key} as ${caller}: ${res.status}, expected ${expected} ${res.text.slice(0, 160)}`)
        if (expected >= 400 && res.status < 300) leaks.push(`${key} as ${caller}: ${res.status} where the table refuses`)
        if (!MAY_SEE_A_RECORDS.has(caller) && (res.text.includes(SECRET_NOTE) || res.text.includes(SECRET_FILE))) {
          leaks.push(`${key} as ${caller}: answer carries patient A's record or document`)
        }
        if (!MAY_SEE_A_NAME.has(caller) && res.text.includes('Pasien Alfa Rahasia'))
          leaks.push(`${key} as ${caller}: answer carries patient A's name`)
        if (!MAY_SEE_A_PROFILE.has(caller) && res.text.includes(SECRET_OCCUPATION))
          leaks.push(`${key} as ${caller}: answer carries patient A's profile`)
        if (!MAY_SEE_A_COMPLAINT.has(caller) && res.text.includes(SECRET_COMPLAINT))
          leaks.push(`${key} as ${caller}: answer carries patient A's complaint`)
        if (caller !== 'anonymous') await keepSignedIn(cast.accounts[caller])
      }
    }
    console.log(
      `authz matrix: ${cells} cells checked (${Object.keys(HTTP_MATRIX).length} routes × ${CALLERS.length} callers), ${leaks.length} leaks, ${mismatches.length} mismatches`
    )
    expect(leaks).toEqual([])
    expect(mismatches).toEqual([])
  }, 180_000)
})

// The appointments page: for each tab, page through GET /api/appointments/list to the end
// (nextCursor null). One iteration walks all four tabs; `tab_walks` counts finished walks.
import http from 'k6/http'
import { check, fail } from 'k6'
import { Counter } from 'k6/metrics'
import exec from 'k6/execution'
import { BASE_URL, baseOptions, handleSummary, withSession } from './lib.js'

export { handleSummary }
export const options = baseOptions

const TABS = ['ALL', 'SCHEDULED', 'COMPLETED', 'CANCELLED']
const LIMIT = Number(__ENV.LIMIT || 20) // the appointments page's own page size (scripts/bench/screens.mjs)
const tabWalks = new Counter('tab_walks')
const rowsSeen = new Counter('rows_seen')

export default function () {
  // uncompressed unless ACCEPT_ENCODING says otherwise: this walker reads every body to follow the
  // cursor, and decoding brotli in k6 on the server's 2 cores measured k6 (docs/performance.md, stop 40)
  const headers = __ENV.ACCEPT_ENCODING ? { 'Accept-Encoding': __ENV.ACCEPT_ENCODING } : {}
  const params = withSession(exec.vu.idInTest, { tags: { name: 'GET /api/appointments/list' }, headers })
  for (const tab of TABS) {
    let cursor = null
    do {
      const url = `${BASE_URL}/api/appointments/list?status=${tab}&limit=${LIMIT}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`
      const res = http.get(url, params)
      if (!check(res, { 200: (r) => r.status === 200 })) fail(`${tab}: ${res.status} ${res.body}`)
      // read with k6's gjson selectors (in Go): parsing every 50-row page in k6's JavaScript VM
      // took most of the 2 cores the server shares with it (docs/performance.md, stop 35)
      const rows = res.json('items.#')
      if (!check(rows, { 'a page of items': (n) => typeof n === 'number' && n <= LIMIT })) fail(`${tab}: no items in ${res.body}`)
      rowsSeen.add(rows)
      cursor = res.json('nextCursor')
    } while (cursor)
    tabWalks.add(1)
  }
}

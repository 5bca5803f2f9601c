// Each iteration GETs PATHS (comma-separated, in order): one page load of a screen, or one
// request. `{prefix}` in a path is replaced by a random entry of PREFIXES (admin search).
import http from 'k6/http'
import { check } from 'k6'
import exec from 'k6/execution'
import { BASE_URL, BROWSER_ACCEPT_ENCODING, baseOptions, handleSummary, withSession } from './lib.js'

export { handleSummary }
export const options = baseOptions

const PATHS = (__ENV.PATHS || '/api/health').split(',')
const PREFIXES = (__ENV.PREFIXES || '').split(',').filter(Boolean)

export default function () {
  // only the status is checked: k6 reads each body off the socket but does not copy it into its
  // JavaScript VM (the load generator shares the server's 2 cores; docs/performance.md, stop 35)
  // asked as a browser asks, so the server's compression is in the figures (ACCEPT_ENCODING overrides)
  const headers = { 'Accept-Encoding': __ENV.ACCEPT_ENCODING || BROWSER_ACCEPT_ENCODING }
  const params = withSession(exec.vu.idInTest, { responseType: 'none', headers })
  for (const path of PATHS) {
    const prefix = PREFIXES.length ? PREFIXES[Math.floor(Math.random() * PREFIXES.length)] : ''
    const res = http.get(BASE_URL + path.replace('{prefix}', encodeURIComponent(prefix)), { ...params, tags: { name: path } })
    check(res, { 200: (r) => r.status === 200 })
  }
}

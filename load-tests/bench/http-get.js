// Each iteration GETs PATHS (comma-separated, in order): one page load of a screen, or one
// request. `{prefix}` in a path is replaced by a random entry of PREFIXES (admin search).
import http from 'k6/http'
import { check } from 'k6'
import exec from 'k6/execution'
import { BASE_URL, baseOptions, handleSummary, withSession } from './lib.js'

export { handleSummary }
export const options = baseOptions

const PATHS = (__ENV.PATHS || '/api/health').split(',')
const PREFIXES = (__ENV.PREFIXES || '').split(',').filter(Boolean)

export default function () {
  const params = withSession(exec.vu.idInTest)
  for (const path of PATHS) {
    const prefix = PREFIXES.length ? PREFIXES[Math.floor(Math.random() * PREFIXES.length)] : ''
    const res = http.get(BASE_URL + path.replace('{prefix}', encodeURIComponent(prefix)), { ...params, tags: { name: path } })
    check(res, { 200: (r) => r.status === 200 })
  }
}

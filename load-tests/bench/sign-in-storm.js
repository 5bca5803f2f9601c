// Sign-in storm: POST /api/login for random seeded patients (correct passwords, so the
// per-IP failure throttle never trips); the scrypt hash dominates the cost.
import http from 'k6/http'
import { check } from 'k6'
import { BASE_URL, baseOptions, handleSummary } from './lib.js'

export { handleSummary }
export const options = baseOptions

const PATIENTS = Number(__ENV.PATIENTS || 5000)
const DOMAIN = __ENV.DOMAIN || 'beban.telerawat.id'

export default function () {
  const n = Math.floor(Math.random() * PATIENTS)
  const body = JSON.stringify({ email: `pasien${n}@${DOMAIN}`, password: __ENV.PASSWORD })
  const res = http.post(`${BASE_URL}/api/login`, body, { headers: { 'Content-Type': 'application/json', Accept: 'application/json' } })
  check(res, { 200: (r) => r.status === 200 })
}

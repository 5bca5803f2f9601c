// Booking contention: VUS patients (one session each) race for the same slot, slot after slot:
// in iteration i every VU books SLOTS[i], so each slot has one winner (201) and the rest 409.
import http from 'k6/http'
import { check } from 'k6'
import { Counter } from 'k6/metrics'
import exec from 'k6/execution'
import { BASE_URL, baseOptions, handleSummary, withSession } from './lib.js'

export { handleSummary }
export const options = {
  ...baseOptions,
  scenarios: {
    load: {
      executor: 'per-vu-iterations',
      vus: Number(__ENV.VUS || 20),
      iterations: Number(__ENV.ITERATIONS || 60),
      maxDuration: __ENV.DURATION || '20s',
    },
  },
}

const SLOTS = JSON.parse(__ENV.SLOTS || '[]')
const PROVIDER_ID = __ENV.PROVIDER_ID
const created = new Counter('booking_created')
const conflict = new Counter('booking_conflict')

export default function () {
  const slot = SLOTS[exec.vu.iterationInScenario % SLOTS.length]
  const params = withSession(exec.vu.idInTest, {
    headers: { 'Content-Type': 'application/json' },
    responseCallback: http.expectedStatuses(201, 409),
  })
  const res = http.post(
    `${BASE_URL}/api/appointments`,
    JSON.stringify({ providerId: PROVIDER_ID, scheduledAt: slot, complaint: 'Uji beban' }),
    params
  )
  if (res.status === 201) created.add(1)
  else if (res.status === 409) conflict.add(1)
  check(res, { '201 or 409': (r) => r.status === 201 || r.status === 409 })
}

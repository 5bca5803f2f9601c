// Commit → Socket.IO push: a signed-in patient holds a socket (room user:<id>), books a free
// slot, and times the `appointment.changed` push for that booking from the 201 (the commit is
// just before it: this is commit → push plus the answer's way back) and, beside it, from the
// request's start (which adds the booking's own time under the provider's lock).
import http from 'k6/http'
import { check } from 'k6'
import { Trend, Counter } from 'k6/metrics'
import { WebSocket } from 'k6/websockets'
import { setTimeout, clearTimeout } from 'k6/timers'
import exec from 'k6/execution'
import { BASE_URL, allChecksPass, handleSummary, withSession } from './lib.js'

export { handleSummary }
const SLOTS = JSON.parse(__ENV.SLOTS || '[]')
const PER_VU = Number(__ENV.PER_VU || 40)
export const options = {
  scenarios: { push: { executor: 'per-vu-iterations', vus: Number(__ENV.VUS || 5), iterations: 1, maxDuration: '2m' } },
  summaryTrendStats: ['avg', 'p(50)', 'p(95)', 'p(99)', 'max', 'count'],
  // every booking answers 201 and every push arrives (the runner also fails a run that timed none)
  thresholds: { ...allChecksPass, push_missed: ['count==0'] },
}
const pushLatency = new Trend('push_latency', true)
const requestToPush = new Trend('request_to_push', true)
const missed = new Counter('push_missed')
const WS_URL = BASE_URL.replace(/^http/, 'ws') + '/socket.io/?EIO=4&transport=websocket'

export default function () {
  const vu = exec.vu.idInTest - 1
  const params = withSession(vu, { headers: { 'Content-Type': 'application/json' } })
  const ws = new WebSocket(WS_URL, null, { headers: { Cookie: params.headers.Cookie } })
  const waiting = new Map() // appointmentId -> { t0: request sent, t1: 201 received }
  let sent = 0
  let timer = null

  const bookNext = () => {
    if (sent >= PER_VU) return ws.close()
    const slot = SLOTS[vu * PER_VU + sent++]
    const t0 = Date.now()
    const res = http.post(`${BASE_URL}/api/appointments`, JSON.stringify({ providerId: __ENV.PROVIDER_ID, scheduledAt: slot }), params)
    if (!check(res, { 201: (r) => r.status === 201 })) return bookNext()
    waiting.set(res.json().id, { t0, t1: Date.now() })
    timer = setTimeout(() => {
      missed.add(1)
      waiting.clear()
      bookNext()
    }, 5000)
  }
  ws.onmessage = (e) => {
    const data = String(e.data)
    if (data.startsWith('0{')) ws.send('40')
    else if (data === '2') ws.send('3')
    else if (data.startsWith('40')) bookNext()
    else if (data.startsWith('42')) {
      const [event, body] = JSON.parse(data.slice(2))
      if (event !== 'appointment.changed' || !waiting.has(body.appointmentId)) return
      const { t0, t1 } = waiting.get(body.appointmentId)
      const now = Date.now()
      pushLatency.add(now - t1)
      requestToPush.add(now - t0)
      waiting.delete(body.appointmentId)
      clearTimeout(timer)
      bookNext()
    }
  }
}

// Booking day: a busy clinic morning against a locally started TeleRawat.
//
// setup() registers PROVIDERS providers and PATIENTS patients through POST /api/register; then
// each iteration is one patient visit: log in, read "my appointments" (the dashboard), list
// providers, read a provider's availability (tomorrow or later in the clinic zone), book the
// first free slot, read "my appointments" again (with X-Min-Position, as the SPA does).
// A 409 on POST /api/appointments is the expected loser of a race for a slot: it is counted in
// `booking_conflict`, not as a failed request.
//
//   K6_AUTO_EXTENSION_RESOLUTION=false k6 run load-tests/booking-day.js
//   BASE_URL=http://127.0.0.1:3390 VUS=20 DURATION=60s PROVIDERS=10 PATIENTS=100 k6 run load-tests/booking-day.js
//
// Only loopback targets are accepted (BASE_URL must be http://127.0.0.1, localhost or [::1]).
// The run is bounded: VUS virtual users for DURATION (k6's --vus/--duration override both).
// Optional: SOCKET_CHECK=true makes VU 1 open a Socket.IO connection in each of its iterations
// and check that its booking's `appointment.changed` push arrives (socket_* metrics).

import http from 'k6/http'
import { check, fail, sleep } from 'k6'
import { Counter, Rate, Trend } from 'k6/metrics'
import exec from 'k6/execution'
import { WebSocket } from 'k6/websockets'
import { setTimeout, clearTimeout } from 'k6/timers'

const BASE_URL = (__ENV.BASE_URL || 'http://127.0.0.1:3333').replace(/\/+$/, '')
if (!/^http:\/\/(127(\.\d{1,3}){3}|localhost|\[::1\])(:\d+)?$/.test(BASE_URL)) {
  throw new Error(`BASE_URL must be a loopback address (http://127.0.0.1:<port>), got ${BASE_URL}`)
}
const WS_URL = BASE_URL.replace(/^http/, 'ws') + '/socket.io/?EIO=4&transport=websocket'

const VUS = Number(__ENV.VUS || 20)
const DURATION = __ENV.DURATION || '60s'
const PROVIDERS = Number(__ENV.PROVIDERS || 10)
const PATIENTS = Number(__ENV.PATIENTS || 100)
/** Bookings spread over the next DAYS clinic days, weighted towards tomorrow. */
const DAYS = Number(__ENV.DAYS || 60)
/** Availability reads per visit before the patient gives up. */
const DATE_TRIES = Number(__ENV.DATE_TRIES || 3)
const THINK = Number(__ENV.THINK || 0.5)
const ZONE_OFFSET_HOURS = 7 // Asia/Jakarta (WIB), no daylight saving
const PASSWORD = 'Beban123!'
const RUN = __ENV.RUN_ID || String(Date.now())
const SOCKET_CHECK = __ENV.SOCKET_CHECK === 'true'

const JSON_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json' }

// Per-endpoint tags: `ep` groups URLs with ids so the summary has one row per endpoint.
const EP = {
  register: 'POST /api/register',
  login: 'POST /api/login',
  providers: 'GET /api/providers',
  availability: 'GET /api/providers/:id/availability',
  book: 'POST /api/appointments',
  appointments: 'GET /api/appointments',
}

const bookingCreated = new Counter('booking_created')
const bookingConflict = new Counter('booking_conflict')
const bookingPatientBusy = new Counter('booking_conflict_patient_busy')
const bookingNoSlot = new Counter('booking_no_free_slot')
const bookingError = new Counter('booking_error')
const bookingListed = new Rate('booking_listed_after_create')
const socketConnected = new Rate('socket_connected')
const socketPush = new Trend('socket_push_after_booking_ms', true)
const socketPushOk = new Rate('socket_push_received')

// A submetric is only in the summary when a threshold names it; `max>=0` always holds and
// just makes the per-endpoint rows appear.
const report = ['max>=0']
export const options = {
  // Shortcut options (not `scenarios`) so that `k6 run --vus N --duration D` overrides them too.
  vus: VUS,
  duration: DURATION,
  setupTimeout: '180s',
  summaryTrendStats: ['avg', 'min', 'med', 'p(95)', 'p(99)', 'max', 'count'],
  thresholds: {
    // 409 on a booking is excluded: it gets expectedStatuses(201, 409) below.
    http_req_failed: ['rate<0.01'],
    [`http_req_duration{ep:${EP.appointments}}`]: ['p(95)<300'],
    [`http_req_duration{ep:${EP.book}}`]: ['p(95)<500'],
    // The two reads of GET /api/appointments: plain, and after a booking with X-Min-Position
    // (waits, up to 2 s, until the appointment read model has applied the booking).
    [`http_req_duration{ep:${EP.appointments},view:dashboard}`]: report,
    [`http_req_duration{ep:${EP.appointments},view:after-booking}`]: report,
    [`http_req_duration{ep:${EP.login}}`]: report,
    [`http_req_duration{ep:${EP.providers}}`]: report,
    [`http_req_duration{ep:${EP.availability}}`]: report,
    [`http_reqs{ep:${EP.login}}`]: ['count>=0'],
    [`http_reqs{ep:${EP.providers}}`]: ['count>=0'],
    [`http_reqs{ep:${EP.availability}}`]: ['count>=0'],
    [`http_reqs{ep:${EP.book}}`]: ['count>=0'],
    [`http_reqs{ep:${EP.appointments}}`]: ['count>=0'],
    [`http_req_failed{ep:${EP.book}}`]: ['rate<0.01'],
    booking_error: ['count<1'],
    // A booking missing from the list read with its X-Min-Position: the read model lagged > 2 s.
    booking_listed_after_create: ['rate>0.99'],
    // Always listed in the summary, even at zero.
    booking_created: ['count>=0'],
    booking_conflict: ['count>=0'],
    booking_conflict_patient_busy: ['count>=0'],
    booking_no_free_slot: ['count>=0'],
    checks: ['rate>0.99'],
    ...(SOCKET_CHECK ? { socket_connected: ['rate>0.99'], socket_push_received: ['rate>0.99'] } : {}),
  },
}

/** 'YYYY-MM-DD' of today + `days` in Asia/Jakarta. */
function clinicDate(days) {
  const local = new Date(Date.now() + ZONE_OFFSET_HOURS * 3600 * 1000)
  local.setUTCHours(0, 0, 0, 0)
  local.setUTCDate(local.getUTCDate() + days)
  return local.toISOString().slice(0, 10)
}

function post(path, body, ep, extra = {}) {
  return http.post(`${BASE_URL}${path}`, JSON.stringify(body), {
    headers: { ...JSON_HEADERS, ...(extra.headers || {}) },
    tags: { ep },
    ...(extra.responseCallback ? { responseCallback: extra.responseCallback } : {}),
  })
}

function get(path, ep, headers = {}, tags = {}) {
  return http.get(`${BASE_URL}${path}`, { headers: { Accept: 'application/json', ...headers }, tags: { ep, ...tags } })
}

export function setup() {
  const health = http.get(`${BASE_URL}/api/health`)
  if (health.status !== 200) fail(`app not up at ${BASE_URL} (GET /api/health -> ${health.status})`)

  const jar = http.cookieJar()
  const register = (body) => {
    const res = post('/api/register', { ...body, password: PASSWORD, acceptTerms: true }, EP.register)
    if (res.status === 429) {
      fail(`register ${body.email} -> 429: the app limits sign-ups per IP; start it with a higher limit (REGISTER_LIMIT_PER_HOUR)`)
    }
    if (res.status !== 201) fail(`register ${body.email} -> ${res.status} ${res.body}`)
    jar.clear(BASE_URL) // each registration starts without the previous account's session
    return res.json()
  }
  const roles = ['Perawat', 'Bidan', 'Dokter']
  const providers = []
  for (let i = 0; i < PROVIDERS; i++) {
    register({
      email: `k6-${RUN}-provider-${i}@beban.test`,
      role: 'PROVIDER',
      displayName: `Nakes Beban ${i} (${RUN})`,
      providerRole: i === 0 ? 'Perawat' : roles[i % roles.length],
    })
  }
  const patients = []
  for (let i = 0; i < PATIENTS; i++) {
    const email = `k6-${RUN}-patient-${i}@beban.test`
    register({ email, role: 'PATIENT', fullName: `Pasien Beban ${i}` })
    patients.push(email)
  }
  // Keep to this run's providers: the directory may hold others (seeded or from earlier runs).
  const login = post('/api/login', { email: patients[0], password: PASSWORD }, EP.login)
  if (login.status !== 200) fail(`login -> ${login.status}`)
  const listed = get('/api/providers', EP.providers).json()
  jar.clear(BASE_URL)
  for (const p of listed) if (p.displayName.endsWith(`(${RUN})`)) providers.push(p.id)
  if (providers.length !== PROVIDERS) fail(`expected ${PROVIDERS} providers in the directory, got ${providers.length}`)
  return { patients, providers }
}

export default async function (data) {
  // Disjoint patients per VU at any moment when PATIENTS is a multiple of the VU count.
  const vus = exec.instance.vusActive || VUS
  const idx = (exec.vu.idInTest - 1 + exec.vu.iterationInScenario * vus) % data.patients.length
  const email = data.patients[idx]

  const login = post('/api/login', { email, password: PASSWORD }, EP.login)
  if (!check(login, { 'login 200': (r) => r.status === 200 })) return

  // The dashboard: the patient's own appointments (also keeps them off times they already have).
  const dashboard = get('/api/appointments', EP.appointments, {}, { view: 'dashboard' })
  check(dashboard, { 'appointments 200': (r) => r.status === 200 })
  const ownTimes = new Set(dashboard.status === 200 ? dashboard.json().map((a) => new Date(a.scheduledAt).getTime()) : [])
  sleep(THINK * Math.random())

  const directory = get('/api/providers', EP.providers)
  check(directory, { 'providers 200': (r) => r.status === 200 })
  const wanted = new Set(data.providers)
  const providers = directory.status === 200 ? directory.json().filter((p) => wanted.has(p.id)) : []
  if (providers.length === 0) return
  sleep(THINK * Math.random())

  // Most patients want the earliest day: offsets weighted towards tomorrow (1).
  const provider = providers[Math.floor(Math.random() * providers.length)]
  let slot = null
  let offset = 1 + Math.floor(DAYS * Math.random() * Math.random())
  for (let t = 0; t < DATE_TRIES && !slot; t++, offset++) {
    const date = clinicDate(offset)
    const res = get(`/api/providers/${provider.id}/availability?date=${date}`, EP.availability)
    if (!check(res, { 'availability 200': (r) => r.status === 200 })) return
    const free = res.json().slots.filter((s) => s.available && !ownTimes.has(new Date(s.scheduledAt).getTime()))
    // The first free time of the day: that is where the races are.
    slot = free.length ? free[0] : null
  }
  if (!slot) {
    bookingNoSlot.add(1)
    return
  }
  sleep(THINK * Math.random())

  // VU 1 also listens on Socket.IO, joined before it books, for the booking's push.
  const socket = SOCKET_CHECK && exec.vu.idInTest === 1 ? await openSocket() : null

  const booked = post('/api/appointments', { providerId: provider.id, scheduledAt: slot.scheduledAt }, EP.book, {
    responseCallback: http.expectedStatuses(201, 409),
  })
  check(booked, { 'booking 201 or 409': (r) => r.status === 201 || r.status === 409 })
  let appointmentId = null
  if (booked.status === 201) {
    bookingCreated.add(1)
    appointmentId = booked.json().id
  } else if (booked.status === 409) {
    const patientBusy = String(booked.body).includes('Anda sudah memiliki janji temu')
    ;(patientBusy ? bookingPatientBusy : bookingConflict).add(1)
  } else {
    bookingError.add(1, { status: String(booked.status) })
  }

  if (socket) await socket.pushFor(appointmentId)

  // Read-your-writes as the SPA does it: send the booking's event position back.
  const position = booked.headers['X-Event-Position']
  const mine = get('/api/appointments', EP.appointments, position ? { 'X-Min-Position': position } : {}, { view: 'after-booking' })
  check(mine, { 'appointments 200': (r) => r.status === 200 })
  if (appointmentId && mine.status === 200) {
    bookingListed.add(mine.json().some((a) => a.id === appointmentId))
  }
  sleep(THINK * Math.random())
}

/**
 * One Socket.IO connection with Engine.IO v4 framing by hand (see load-tests/README.md).
 * Resolves once the server has acknowledged the namespace connect (`40{...}`), so the socket is
 * in its user room before the booking; `pushFor(id)` then waits up to 5 s for that booking's
 * `appointment.changed`.
 */
function openSocket() {
  // The cookie session store keeps the session id and its data in separate cookies: send all.
  const jar = http.cookieJar().cookiesForURL(BASE_URL)
  const cookie = Object.entries(jar)
    .map(([name, values]) => `${name}=${values[0]}`)
    .join('; ')
  return new Promise((resolveOpen) => {
    const ws = new WebSocket(WS_URL, null, { headers: { Cookie: cookie } })
    const seen = new Map() // appointmentId -> arrival time (ms)
    let waiting = null
    let opened = false
    const openTimer = setTimeout(() => {
      socketConnected.add(false)
      ws.close()
      resolveOpen(null)
    }, 5000)
    ws.onmessage = (e) => {
      const m = String(e.data)
      if (m.startsWith('0')) ws.send('40')
      else if (m === '2') ws.send('3')
      else if (m.startsWith('40') && !opened) {
        opened = true
        clearTimeout(openTimer)
        socketConnected.add(true)
        resolveOpen(handle)
      } else if (m.startsWith('42')) {
        const [event, payload] = JSON.parse(m.slice(2))
        if (event !== 'appointment.changed') return
        seen.set(payload.appointmentId, Date.now())
        if (waiting && waiting.id === payload.appointmentId) waiting.done(true)
      }
    }
    ws.onerror = () => {
      if (!opened) {
        clearTimeout(openTimer)
        socketConnected.add(false)
        resolveOpen(null)
      } else if (waiting) waiting.done(false)
    }
    const handle = {
      pushFor(id) {
        if (!id) {
          ws.close()
          return Promise.resolve()
        }
        const bookedAt = Date.now()
        return new Promise((resolve) => {
          let timer = null
          waiting = {
            id,
            done(ok) {
              if (!waiting) return
              waiting = null
              clearTimeout(timer)
              socketPushOk.add(ok)
              if (ok) socketPush.add(Math.max(0, (seen.get(id) || Date.now()) - bookedAt))
              ws.close()
              resolve()
            },
          }
          if (seen.has(id)) waiting.done(true)
          else timer = setTimeout(() => waiting && waiting.done(false), 5000)
        })
      },
    }
  })
}

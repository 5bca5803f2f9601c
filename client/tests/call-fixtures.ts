import type { Browser, BrowserContext, Page } from 'playwright-core'
import { completeProfileBody } from '../../server/tests/helpers/patient-profile.js'
import { markEmailVerified, markProviderVerified } from '../../server/tests/helpers/verify-provider.js'
import { moveAppointmentStartViaPg } from '../../server/tests/helpers/appointment-start.js'

/** One JSON request with an optional session cookie; answers the status, the new cookie and the body. */
export async function api(baseUrl: string, method: string, urlPath: string, body?: unknown, cookie = '') {
  const res = await fetch(baseUrl + urlPath, {
    method,
    headers: { 'content-type': 'application/json', accept: 'application/json', ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const setCookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  const text = await res.text()
  return { status: res.status, cookie: setCookie, body: text ? JSON.parse(text) : null }
}

const tomorrowInJakarta = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date(Date.now() + 24 * 3600_000))

export interface CallAppointment {
  id: string
  patient: { email: string; password: string; cookie: string; userId: string }
  provider: { email: string; password: string; cookie: string; userId: string }
}

let serial = 0

/**
 * A patient and a verified provider with a booking whose consultation room is open now (the start
 * moved to a minute ago: bookings are possible only from tomorrow on).
 */
export async function openCallAppointment(baseUrl: string, tag = 'call'): Promise<CallAppointment> {
  const n = `${Date.now().toString(36)}${serial++}`
  const password = 'rahasia123'
  const patient = { email: `pasien.${tag}.${n}@contoh.id`, password }
  const provider = { email: `ns.${tag}.${n}@contoh.id`, password }
  const patientReg = await api(baseUrl, 'POST', '/api/register', {
    ...patient,
    fullName: 'Rina Wulandari',
    role: 'PATIENT',
    acceptTerms: true,
  })
  if (patientReg.status !== 201) throw new Error(`patient registration: ${patientReg.status} ${JSON.stringify(patientReg.body)}`)
  await api(baseUrl, 'PATCH', '/api/profile', completeProfileBody(), patientReg.cookie)
  const providerReg = await api(baseUrl, 'POST', '/api/register', {
    ...provider,
    displayName: 'Ns. Dimas Prakoso',
    role: 'PROVIDER',
    providerRole: 'Perawat',
    acceptTerms: true,
  })
  if (providerReg.status !== 201) throw new Error(`provider registration: ${providerReg.status}`)
  const providerMe = await api(baseUrl, 'GET', '/api/user', undefined, providerReg.cookie)
  await markProviderVerified(providerMe.body.id)
  await markEmailVerified(patientReg.body.id)
  const profileId = providerMe.body.profile.id as string
  const availability = await api(
    baseUrl,
    'GET',
    `/api/providers/${profileId}/availability?date=${tomorrowInJakarta()}`,
    undefined,
    patientReg.cookie
  )
  const slot = (availability.body.slots as Array<{ available: boolean; scheduledAt: string }>).find((s) => s.available)
  if (!slot) throw new Error('no free slot tomorrow')
  const booked = await api(
    baseUrl,
    'POST',
    '/api/appointments',
    { providerId: profileId, scheduledAt: slot.scheduledAt, reason: 'Kontrol luka' },
    patientReg.cookie
  )
  if (booked.status !== 201) throw new Error(`booking: ${booked.status} ${JSON.stringify(booked.body)}`)
  await moveAppointmentStartViaPg(booked.body.id, -1)
  return {
    id: booked.body.id,
    patient: { ...patient, cookie: patientReg.cookie, userId: patientReg.body.id },
    provider: { ...provider, cookie: providerReg.cookie, userId: providerMe.body.id },
  }
}

/** A signed-in page in a context of its own (one user), on the consultation screen of `appointmentId`. */
export async function openConsultation(
  browser: Browser,
  baseUrl: string,
  account: { email: string; password: string },
  appointmentId: string,
  options: { relayOnly?: boolean } = {}
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: 'id-ID', viewport: { width: 1280, height: 800 } })
  if (options.relayOnly) {
    await context.addInitScript(() => localStorage.setItem('telerawat.call.iceTransportPolicy', 'relay'))
  }
  const page = await context.newPage()
  page.on('pageerror', (error) => console.error(`[${account.email}] page error: ${error.message}`))
  page.on('console', (m) => m.type() === 'error' && console.error(`[${account.email}] console: ${m.text()}`))
  await page.goto(`${baseUrl}/auth`)
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Kata sandi', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Masuk', exact: true }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'))
  await page.goto(`${baseUrl}/consultation/${appointmentId}`)
  await page.getByTestId('call').waitFor()
  return { context, page }
}

/** What the page's call receives and sends now, read through getStats (inbound-rtp / outbound-rtp / the pair). */
export interface MediaReading {
  framesDecoded: number
  audioPackets: number
  audioLevel: number | null
  frameWidth: number | null
  outboundVideoKbps: number | null
  videoActive: boolean | null
  localCandidateType: string | null
}

export async function readMedia(page: Page): Promise<MediaReading> {
  return page.evaluate(async () => {
    const pc = (window as any).__telerawatCall?.pc as RTCPeerConnection | null | undefined
    const empty = {
      framesDecoded: 0,
      audioPackets: 0,
      audioLevel: null,
      frameWidth: null,
      outboundVideoKbps: null,
      videoActive: null,
      localCandidateType: null,
    }
    if (!pc) return empty
    const read = async () => [...((await pc.getStats()) as any).values()] as any[]
    const first = await read()
    await new Promise((r) => setTimeout(r, 500))
    const stats = await read()
    const reading = { ...empty }
    for (const s of stats) {
      if (s.type === 'inbound-rtp' && s.kind === 'video') {
        reading.framesDecoded += s.framesDecoded ?? 0
        if (s.frameWidth) reading.frameWidth = s.frameWidth
      }
      if (s.type === 'inbound-rtp' && s.kind === 'audio') {
        reading.audioPackets += s.packetsReceived ?? 0
        if (typeof s.audioLevel === 'number') reading.audioLevel = s.audioLevel
      }
      if (s.type === 'outbound-rtp' && s.kind === 'video') {
        const before = first.find((f) => f.id === s.id)
        if (before) reading.outboundVideoKbps = ((s.bytesSent - before.bytesSent) * 8) / (s.timestamp - before.timestamp)
        if (typeof s.active === 'boolean') reading.videoActive = s.active
      }
      if (s.type === 'candidate-pair' && s.nominated && s.state === 'succeeded') {
        const local = stats.find((c) => c.id === s.localCandidateId)
        reading.localCandidateType = local?.candidateType ?? null
      }
    }
    return reading
  })
}

/** Media flows into `page` now: frames and audio packets both grow between two readings. */
export async function mediaFlows(page: Page): Promise<boolean> {
  const a = await readMedia(page)
  await new Promise((r) => setTimeout(r, 700))
  const b = await readMedia(page)
  return b.framesDecoded > a.framesDecoded && b.audioPackets > a.audioPackets
}

/** The remote <video> shows pictures (the element has a decoded frame size). */
export async function remoteVideoShows(page: Page): Promise<boolean> {
  return page.getByTestId('remote-video').evaluate((v) => (v as HTMLVideoElement).videoWidth > 0 && !(v as HTMLVideoElement).paused)
}

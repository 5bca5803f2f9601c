import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { launchBrowser, resetDatabaseViaPg, screenshot } from '../../server/tests/helpers/browser.js'
import { startServerProcess, type ServerProcess } from '../../server/tests/helpers/server-process.js'
import { missingService } from '../../server/tests/helpers/services.mjs'
import { mediaFlows, openCallAppointment, openConsultation, readMedia, remoteVideoShows } from './call-fixtures.js'

/**
 * The built-in call with real media (issue 19, docs/video.md): two browser contexts, Chromium's
 * fake camera (a moving test pattern) and microphone (a beep), WebRTC peer to peer; what flows is
 * read with getStats. Every wait is bounded: a media test must fail in seconds, not hang.
 */
let server: ServerProcess
let browser: Browser
const contexts: BrowserContext[] = []

beforeAll(async () => {
  await resetDatabaseViaPg()
  server = await startServerProcess()
  browser = await launchBrowser()
})
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {})
  await browser?.close()
  await server?.stop()
})

async function call(relayOnly = false) {
  const appointment = await openCallAppointment(server.url)
  const patient = await openConsultation(browser, server.url, appointment.patient, appointment.id, { relayOnly })
  const provider = await openConsultation(browser, server.url, appointment.provider, appointment.id, { relayOnly })
  contexts.push(patient.context, provider.context)
  return { appointment, patient: patient.page, provider: provider.page }
}

const flowing = (page: Page, timeout = 20_000) => expect.poll(() => mediaFlows(page), { timeout, interval: 250 }).toBe(true)

describe('the built-in call', () => {
  it('carries audio and video both ways; mic, camera and screen share act on what the other side receives', async () => {
    const { patient, provider } = await call()
    await flowing(patient)
    await flowing(provider)
    await expect.poll(() => remoteVideoShows(patient), { timeout: 10_000 }).toBe(true)
    await expect.poll(() => remoteVideoShows(provider), { timeout: 10_000 }).toBe(true)
    await expect.poll(() => provider.getByTestId('call').getAttribute('data-phase')).toBe('connected')
    // the self-view is the stream being sent: the camera is on
    expect(await patient.getByTestId('self-view').getAttribute('data-camera')).toBe('on')
    await screenshot(provider, 'call-connected-provider')
    await patient.setViewportSize({ width: 390, height: 844 })
    await screenshot(patient, 'call-connected-patient-mobile')
    await patient.setViewportSize({ width: 1280, height: 800 })

    // mic off: the provider hears silence and sees 'Mikrofon dimatikan'; on again: the beep is back
    const level = async () => (await readMedia(provider)).audioLevel ?? 0
    await expect.poll(level, { timeout: 10_000 }).toBeGreaterThan(0.01)
    await patient.getByTestId('control-mic').click()
    await expect.poll(() => provider.getByTestId('remote-mic-off').isVisible(), { timeout: 5_000 }).toBe(true)
    await expect.poll(level, { timeout: 10_000 }).toBeLessThan(0.001)
    await patient.getByTestId('control-mic').click()
    await expect.poll(level, { timeout: 10_000 }).toBeGreaterThan(0.01)
    expect(await provider.getByTestId('remote-mic-off').count()).toBe(0)

    // camera off: the provider sees the patient's initials; on again: the video is back
    await patient.getByTestId('control-camera').click()
    await expect.poll(() => provider.getByTestId('remote-view').getAttribute('data-tile'), { timeout: 5_000 }).toBe('initials')
    expect(await patient.getByTestId('self-view').getAttribute('data-camera')).toBe('off')
    await screenshot(provider, 'call-remote-camera-off')
    await patient.getByTestId('control-camera').click()
    await expect.poll(() => provider.getByTestId('remote-view').getAttribute('data-tile'), { timeout: 10_000 }).toBe('video')
    await flowing(provider)

    // screen share: a new video source reaches the provider (another picture size), then the camera again
    const cameraWidth = (await readMedia(provider)).frameWidth
    await patient.getByTestId('control-share').click()
    await expect.poll(() => provider.getByTestId('remote-screen').isVisible(), { timeout: 10_000 }).toBe(true)
    await expect.poll(async () => (await readMedia(provider)).frameWidth, { timeout: 15_000 }).not.toBe(cameraWidth)
    await patient.getByTestId('control-share').click()
    await expect.poll(async () => (await readMedia(provider)).frameWidth, { timeout: 15_000 }).toBe(cameraWidth)
    expect(await provider.getByTestId('remote-screen').count()).toBe(0)

    // the provider ends the session: both see the summary with when each side's media flowed
    await provider.getByRole('button', { name: 'Akhiri Sesi', exact: true }).click()
    await provider.getByRole('button', { name: 'Ya, akhiri sesi' }).click()
    for (const page of [patient, provider]) {
      await page.getByTestId('session-summary').waitFor({ timeout: 15_000 })
      for (const side of ['PATIENT', 'PROVIDER']) {
        await expect
          .poll(() => page.getByTestId(`summary-media-${side}`).innerText(), { timeout: 15_000 })
          .toMatch(/Tersambung pukul \d{2}\.\d{2} · \d+ menit \d+ detik/)
      }
    }
    await screenshot(patient, 'call-summary-patient')
  })

  it('survives 5 s offline (reconnecting, then media again without a reload) and a reload', async () => {
    const { patient, provider } = await call()
    await flowing(provider)
    const cdp = await patient.context().newCDPSession(patient)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })
    await expect.poll(() => provider.getByTestId('call-status').innerText(), { timeout: 15_000 }).toBe('Menyambungkan ulang…')
    await new Promise((r) => setTimeout(r, 5_000))
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })
    await flowing(provider, 30_000)
    await flowing(patient, 30_000)
    expect(await patient.getByTestId('call').count()).toBe(1)

    await patient.reload()
    await patient.getByTestId('call').waitFor()
    await flowing(patient, 30_000)
    await flowing(provider, 30_000)
  })

  it('on a throttled uplink the sender lowers its bitrate and falls back to audio only; video comes back when it recovers', async () => {
    const { patient, provider } = await call()
    await flowing(provider)
    // video goes out before the throttle (its rate varies with the fake camera's picture and the CPU)
    await expect.poll(async () => (await readMedia(patient)).outboundVideoKbps ?? 0, { timeout: 20_000 }).toBeGreaterThan(60)
    const cdp = await patient.context().newCDPSession(patient)
    await cdp.send('Network.enable')
    // 150 kbps up (bytes per second), down untouched
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 150_000 / 8,
    })
    await expect.poll(() => patient.getByTestId('audio-only-notice').isVisible(), { timeout: 45_000, interval: 500 }).toBe(true)
    await expect.poll(async () => (await readMedia(patient)).outboundVideoKbps ?? 0, { timeout: 10_000 }).toBeLessThan(20)
    await expect.poll(() => provider.getByTestId('remote-view').getAttribute('data-tile'), { timeout: 10_000 }).toBe('initials')
    await screenshot(patient, 'call-audio-only')
    // the sound still arrives
    const audioBefore = (await readMedia(provider)).audioPackets
    await expect.poll(async () => (await readMedia(provider)).audioPackets, { timeout: 10_000 }).toBeGreaterThan(audioBefore)
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })
    await expect
      .poll(() => patient.getByTestId('call').getAttribute('data-profile'), { timeout: 60_000, interval: 500 })
      .not.toBe('audio')
    await expect.poll(() => provider.getByTestId('remote-view').getAttribute('data-tile'), { timeout: 10_000 }).toBe('video')
    await flowing(provider)
  })
})

const turnSecret = process.env.TURN_SECRET

/** Gathers ICE candidates in `page` through a TURN server only; answers the candidate types found. */
async function relayCandidates(page: Page, server: { urls: string[]; username: string; credential: string }) {
  return page.evaluate(async (iceServer) => {
    const pc = new RTCPeerConnection({ iceServers: [iceServer], iceTransportPolicy: 'relay' })
    pc.addTransceiver('audio')
    const types: string[] = []
    const done = new Promise<void>((resolve) => {
      pc.onicecandidate = ({ candidate }) => (candidate ? types.push(candidate.type ?? '') : resolve())
      setTimeout(resolve, 8_000)
    })
    await pc.setLocalDescription()
    await done
    pc.close()
    return types
  }, server)
}

describe.skipIf(missingService('turn'))('the built-in call through TURN (coturn)', () => {
  it('relay only (iceTransportPolicy relay) with server-minted credentials: media flows through the relay', async () => {
    const { patient, provider } = await call(true)
    await flowing(patient, 30_000)
    await flowing(provider, 30_000)
    expect((await readMedia(patient)).localCandidateType).toBe('relay')
    expect((await readMedia(provider)).localCandidateType).toBe('relay')
  })

  it('a forged or expired credential gets no relay allocation; the minted one does', async () => {
    const { createHmac } = await import('node:crypto')
    const appointment = await openCallAppointment(server.url, 'turn')
    const { page, context } = await openConsultation(browser, server.url, appointment.patient, appointment.id)
    contexts.push(context)
    const minted = await page.evaluate(
      async (id) =>
        (await (await fetch(`/api/consultations/${id}/ice-servers`)).json()) as {
          iceServers: Array<{ urls: string[]; username?: string; credential?: string }>
        },
      appointment.id
    )
    const turn = minted.iceServers.find((s) => s.username)!
    expect(await relayCandidates(page, { urls: turn.urls, username: turn.username!, credential: turn.credential! })).toContain('relay')
    expect(await relayCandidates(page, { urls: turn.urls, username: turn.username!, credential: 'Zm9yZ2VkLXBhc3N3b3Jk' })).toEqual([])
    const expiredName = `${Math.floor(Date.now() / 1000) - 60}:${appointment.patient.userId}:${appointment.id}`
    const expired = createHmac('sha1', turnSecret!).update(expiredName).digest('base64')
    expect(await relayCandidates(page, { urls: turn.urls, username: expiredName, credential: expired })).toEqual([])
  })
})

describe.skipIf(missingService('redis'))('the built-in call across two app nodes (Redis adapter)', () => {
  let nodeB: ServerProcess
  beforeAll(async () => {
    nodeB = await startServerProcess({ EVENT_NODE_ID: 'call-node-b' })
  })
  afterAll(async () => {
    await nodeB?.stop()
  })

  it('patient on node A, provider on node B: signaling crosses nodes and media flows', async () => {
    const appointment = await openCallAppointment(server.url, 'nodes')
    const patient = await openConsultation(browser, server.url, appointment.patient, appointment.id)
    const provider = await openConsultation(browser, nodeB.url, appointment.provider, appointment.id)
    contexts.push(patient.context, provider.context)
    try {
      await flowing(patient.page, 30_000)
      await flowing(provider.page, 30_000)
    } finally {
      await screenshot(patient.page, 'call-two-nodes-patient')
      await screenshot(provider.page, 'call-two-nodes-provider')
    }
  })
})

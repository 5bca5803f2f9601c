/* global window, localStorage -- these functions run inside the page (page.evaluate) */
import { chromium } from 'playwright-core'
import { BROWSER_ARGS, findChromium, launchEnv } from '../../../server/tests/helpers/chromium.mjs'

/** Chromium as the browser journeys launch it (server/tests/helpers/chromium.mjs: CHROMIUM_PATH, the system's, or the packaged one). */
export async function launchBrowser() {
  const found = await findChromium()
  return chromium.launch({ executablePath: found.executablePath, args: BROWSER_ARGS, env: launchEnv(found) })
}

/**
 * A browser context signed in with `cookie` (from POST /api/login) for the app at `base`; with
 * `relay`, the call is forced through TURN (the support switch of docs/video.md).
 */
export async function signedInContext(browser, base, cookie, { relay = false } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const url = new URL(base)
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const eq = pair.indexOf('=')
      return { name: pair.slice(0, eq), value: pair.slice(eq + 1), domain: url.hostname, path: '/', httpOnly: true, sameSite: 'Lax' }
    })
  )
  if (relay) await context.addInitScript(() => localStorage.setItem('telerawat.call.iceTransportPolicy', 'relay'))
  return context
}

/**
 * Resolves with Date.now() when this page's Socket.IO join of `appointmentId` is accepted (the ack
 * frame `43…{"ok":true,"appointmentId":…}`), watched from the WebSocket frames.
 */
export function joinAccepted(page, appointmentId) {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      ws.on('framereceived', ({ payload }) => {
        const text = String(payload)
        if (text.startsWith('43') && text.includes('"ok":true') && text.includes(`"appointmentId":"${appointmentId}"`))
          resolve(Date.now())
      })
    })
  })
}

/** In the page: Date.now() when the call's first remote video frame is decoded (getStats), or null after `timeoutMs`. */
export function firstFrameDecoded(page, timeoutMs = 30_000) {
  return page.evaluate(async (limit) => {
    const end = Date.now() + limit
    while (Date.now() < end) {
      const pc = window.__telerawatCall?.pc
      if (pc) {
        for (const s of (await pc.getStats()).values())
          if (s.type === 'inbound-rtp' && s.kind === 'video' && s.framesDecoded > 0) return Date.now()
      }
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    return null
  }, timeoutMs)
}

/** In the page: the local candidate type of the selected pair ('host', 'srflx', 'relay') or null. */
export function selectedCandidateType(page) {
  return page.evaluate(async () => {
    const pc = window.__telerawatCall?.pc
    if (!pc) return null
    const stats = [...(await pc.getStats()).values()]
    const transport = stats.find((s) => s.type === 'transport' && s.selectedCandidatePairId)
    const pair =
      stats.find((s) => s.id === transport?.selectedCandidatePairId) ??
      stats.find((s) => s.type === 'candidate-pair' && s.nominated && s.state === 'succeeded')
    return stats.find((s) => s.id === pair?.localCandidateId)?.candidateType ?? null
  })
}

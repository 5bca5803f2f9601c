/* global window -- these functions run inside the page (page.evaluate) */
/**
 * In-page monitor of the running call (installed with page.evaluate): every `everyMs` it reads
 * getStats of `window.__telerawatCall.pc` and keeps the counters the soak reports — remote video
 * frames decoded, local video frames sent, stalls (no new decoded frame for more than 1 s),
 * Chromium's own freezeCount, ICE dropping out of connected, and a replaced RTCPeerConnection.
 */
export function installMonitor(page, everyMs = 200) {
  return page.evaluate((interval) => {
    const m = {
      decoded: 0,
      sent: 0,
      stalls: [],
      longestGapMs: 0,
      freezeCount: 0,
      freezeSeconds: 0,
      iceDrops: 0,
      pcReplaced: 0,
      samples: 0,
    }
    let pc = window.__telerawatCall?.pc ?? null
    let lastDecodedAt = performance.now()
    let wasConnected = true
    const tick = async () => {
      const current = window.__telerawatCall?.pc ?? null
      if (current !== pc) {
        m.pcReplaced++
        pc = current
      }
      if (pc) {
        const connected = ['connected', 'completed'].includes(pc.iceConnectionState)
        if (wasConnected && !connected) m.iceDrops++
        wasConnected = connected
        let decoded = 0
        let sent = 0
        for (const s of (await pc.getStats()).values()) {
          if (s.type === 'inbound-rtp' && s.kind === 'video') {
            decoded += s.framesDecoded ?? 0
            m.freezeCount = s.freezeCount ?? m.freezeCount
            m.freezeSeconds = s.totalFreezesDuration ?? m.freezeSeconds
          }
          if (s.type === 'outbound-rtp' && s.kind === 'video') sent += s.framesSent ?? 0
        }
        const now = performance.now()
        if (decoded > m.decoded) {
          const gap = now - lastDecodedAt
          m.longestGapMs = Math.max(m.longestGapMs, gap)
          if (gap > 1000) m.stalls.push(Math.round(gap))
          lastDecodedAt = now
        }
        m.decoded = Math.max(m.decoded, decoded)
        m.sent = Math.max(m.sent, sent)
        m.samples++
      }
      setTimeout(tick, interval)
    }
    window.__benchMonitor = m
    tick()
  }, everyMs)
}

/** The monitor's counters now (a copy). */
export function readMonitor(page) {
  return page.evaluate(() => JSON.parse(JSON.stringify(window.__benchMonitor)))
}

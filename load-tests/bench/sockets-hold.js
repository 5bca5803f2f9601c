// Holds many signed-in Socket.IO connections (Engine.IO v4 over websocket): each VU opens
// PER_VU sockets with its session cookie, answers pings, keeps them HOLD_MS, then closes them.
import { WebSocket } from 'k6/websockets'
import { setTimeout } from 'k6/timers'
import { Counter } from 'k6/metrics'
import exec from 'k6/execution'
import { BASE_URL, handleSummary, withSession } from './lib.js'

export { handleSummary }
const VUS = Number(__ENV.VUS || 10)
const PER_VU = Number(__ENV.PER_VU || 1000)
const HOLD_MS = Number(__ENV.HOLD_MS || 20000)
const OPEN_EVERY_MS = Number(__ENV.OPEN_EVERY_MS || 4)
export const options = {
  scenarios: { hold: { executor: 'per-vu-iterations', vus: VUS, iterations: 1, maxDuration: '3m' } },
  summaryTrendStats: ['avg', 'p(50)', 'p(95)', 'p(99)', 'max', 'count'],
}

const connected = new Counter('sockets_connected')
const failed = new Counter('sockets_failed')
const WS_URL = BASE_URL.replace(/^http/, 'ws') + '/socket.io/?EIO=4&transport=websocket'

export default function () {
  const { headers } = withSession(exec.vu.idInTest)
  const sockets = []
  for (let i = 0; i < PER_VU; i++) {
    setTimeout(() => {
      const ws = new WebSocket(WS_URL, null, { headers: { Cookie: headers.Cookie } })
      sockets.push(ws)
      ws.onmessage = (e) => {
        const data = String(e.data)
        if (data.startsWith('0{')) ws.send('40')
        else if (data === '2') ws.send('3')
        else if (data.startsWith('40')) connected.add(1)
        else if (data.startsWith('44')) failed.add(1)
      }
      ws.onerror = () => failed.add(1)
    }, i * OPEN_EVERY_MS)
  }
  setTimeout(() => sockets.forEach((ws) => ws.close()), PER_VU * OPEN_EVERY_MS + HOLD_MS)
}

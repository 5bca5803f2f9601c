import { spawn } from 'node:child_process'

/**
 * One turnutils_uclient run (coturn's load client): `clients` sessions, each allocating a UDP relay
 * (-X IPv4, -c no RTCP) and sending `count` packets of `bytes` every `intervalMs` to the echo peer,
 * which sends each back through the relay: one session = one relayed call, both directions.
 * Resolves with its totals and its per-second send counts.
 */
export function uclient({ turnPort, peerPort, clients, bytes, count, intervalMs, username, credential, timeoutMs }) {
  const args = ['-c', '-X', '-m', String(clients), '-l', String(bytes), '-n', String(count), '-z', String(intervalMs)]
  args.push('-u', username, '-w', credential, '-e', '127.0.0.1', '-r', String(peerPort), '-p', String(turnPort), '127.0.0.1')
  return new Promise((resolve) => {
    const child = spawn('turnutils_uclient', args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let text = ''
    child.stdout.on('data', (d) => (text += d))
    child.stderr.on('data', (d) => (text += d))
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, ...parseUclient(text), text })
    })
  })
}

export function parseUclient(text) {
  const num = (re) => {
    const m = re.exec(text)
    return m ? Number(m[1]) : NaN
  }
  const perSecond = []
  for (const m of text.matchAll(/^(\d+): : start_mclient: msz=\d+, tot_send_msgs=(\d+), tot_recv_msgs=(\d+)/gm)) {
    perSecond.push({ second: Number(m[1]), sent: Number(m[2]), received: Number(m[3]) })
  }
  return {
    sent: num(/start_mclient: tot_send_msgs=(\d+)/),
    received: num(/tot_recv_msgs=(\d+)\s*$/m),
    lost: num(/Total lost packets (\d+)/),
    rttMs: num(/Average round trip delay ([\d.]+) ms/),
    jitterMs: num(/Average jitter ([\d.]+) ms/),
    allocationFailed: /Cannot complete Allocation/.test(text),
    perSecond,
  }
}

/** Packets sent per second once every session runs: the median of the per-second counts over the run's middle half. */
export function steadySendRate(perSecond) {
  const deltas = []
  for (let i = 1; i < perSecond.length; i++)
    deltas.push((perSecond[i].sent - perSecond[i - 1].sent) / Math.max(1, perSecond[i].second - perSecond[i - 1].second))
  const middle = deltas.slice(Math.floor(deltas.length / 4), Math.ceil((deltas.length * 3) / 4))
  if (!middle.length) return NaN
  middle.sort((a, b) => a - b)
  return middle[Math.floor(middle.length / 2)]
}

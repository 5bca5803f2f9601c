import { randomBytes } from 'node:crypto'
import { io } from 'socket.io-client'
import { iceCandidates, sessionDescription } from './sdp.mjs'

const ACK_MS = 15_000
const WAIT_MS = 30_000

/**
 * Messages over every socket of the run: `emits` client → node, `pushes` node → client (acks not
 * counted; only consultation.join asks for one, as the page does), `lost` states never relayed.
 */
export const traffic = { emits: 0, pushes: 0, refused: 0, lost: 0 }

/** A Socket.IO client with a session cookie, the way the browser connects (websocket only); resolves once connected. */
export function connectSocket(base, cookie) {
  return new Promise((resolve, reject) => {
    const socket = io(base, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { cookie },
      reconnection: false,
      forceNew: true,
    })
    socket.once('connect', () => resolve(socket))
    socket.once('connect_error', (error) => {
      socket.close()
      reject(error)
    })
  })
}

/** One participant's page: its socket, what it has heard in the current call, and waiters on that. */
class Side {
  constructor(account, appointmentId) {
    this.account = account
    this.appointmentId = appointmentId
    this.peerId = randomBytes(12).toString('base64url')
    this.waiters = []
    this.reset()
  }

  reset() {
    this.heard = { hellos: [], descriptions: [], candidates: 0, endOfCandidates: false, states: [], presence: [] }
  }

  async connect(base) {
    this.socket = await connectSocket(base, this.account.cookie)
    this.socket.onAny((event, payload) => {
      traffic.pushes++
      if (event === 'call.signal') {
        if (payload.hello) this.heard.hellos.push(payload.peerId)
        else if (payload.description) this.heard.descriptions.push(payload.description)
        else if (payload.candidate) this.heard.candidates++
        else if (payload.candidate === null) this.heard.endOfCandidates = true
      } else if (event === 'call.state') {
        this.heard.states.push(payload)
        this.onState?.(payload)
      } else if (event === 'presence') {
        this.heard.presence.push(payload)
      }
      this.waiters = this.waiters.filter((w) => !w.test() || (w.resolve(), false))
    })
  }

  /** As the page sends call.* messages: no ack asked (a refused one shows as never heard on the other side). */
  send(event, payload) {
    traffic.emits++
    this.socket.emit(event, payload)
  }

  /** Emits and waits for the ack; a refusal (ok: false) or no answer counts as refused and throws. */
  async emit(event, payload) {
    traffic.emits++
    const ack = await this.socket.timeout(ACK_MS).emitWithAck(event, payload)
    if (!ack?.ok) {
      traffic.refused++
      throw new Error(`${event} refused: ${JSON.stringify(ack)}`)
    }
    return ack
  }

  waitFor(test, what) {
    if (test()) return Promise.resolve()
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${what}: not heard within ${WAIT_MS} ms`)), WAIT_MS)
      this.waiters.push({ test, resolve: () => (clearTimeout(timer), resolve()) })
    })
  }

  /** A signal for the other side's page (`toPeer`, as the page addresses it; a hello goes to whoever is there). */
  signal(to, body) {
    const toPeer = body.hello ? {} : { toPeer: to.peerId }
    this.send('call.signal', { appointmentId: this.appointmentId, to: to.account.userId, peerId: this.peerId, ...toPeer, ...body })
  }

  state(quality, extra = {}) {
    this.send('call.state', { appointmentId: this.appointmentId, mic: true, camera: true, screen: false, quality, ...extra })
  }

  /** Trickles its candidates as gathered, then the end of candidates. */
  trickle(to, ufrag) {
    for (const candidate of iceCandidates(ufrag)) this.signal(to, { candidate })
  }

  /** Waits until the other side's description and all its candidates arrived, then reports media (unless `media` is false) and good quality. */
  async connected(descriptionType, media) {
    await this.waitFor(
      () =>
        this.heard.descriptions.some((d) => d.type === descriptionType) && this.heard.candidates >= 8 && this.heard.endOfCandidates,
      `${descriptionType} and candidates`
    )
    if (media) this.send('call.media', { appointmentId: this.appointmentId, state: 'connected' })
    this.state('good')
  }
}

/**
 * A consultation's two pages (patient and provider). `join()` is the baseline (what opening the
 * screen costs); `setUp()` is a call set-up as the browser does it with perfect negotiation: join,
 * state, 1 offer, 1 answer, 8 ICE candidates and the end-of-candidates each way, media connected,
 * quality good — done when each side has heard the other's 'good'.
 */
export class CallPair {
  constructor(consultation) {
    this.appointmentId = consultation.appointmentId
    this.patient = new Side(consultation.patient, this.appointmentId)
    this.provider = new Side(consultation.provider, this.appointmentId)
    this.sides = [this.patient, this.provider]
  }

  connect(base) {
    return Promise.all(this.sides.map((s) => s.connect(base)))
  }

  /** Both join the consultation room; resolves when both acks came and the first in has seen the second arrive. */
  async join() {
    for (const side of this.sides) side.reset()
    await Promise.all(this.sides.map((s) => s.emit('consultation.join', this.appointmentId)))
    // the first to join hears the second's 'joined'; the second learns of the first from its ack
    await Promise.any(
      this.sides.map((s) => {
        const other = s === this.patient ? this.provider : this.patient
        return s.waitFor(() => s.heard.presence.some((p) => p.userId === other.account.userId && p.state === 'joined'), 'presence')
      })
    )
  }

  /**
   * join(), then the exchange; resolves with the exchange's own duration (ms, from both joined to
   * each side having heard the other's 'good'). `media: false` leaves out the call.media reports.
   * As the page: each side says hello (with its state) on joining; the provider offers once it
   * heard the patient's hello.
   */
  async setUp({ media = true } = {}) {
    await this.join()
    const t = performance.now()
    for (const s of this.sides) {
      s.signal(s === this.patient ? this.provider : this.patient, { hello: true })
      s.state('unknown')
    }
    const offer = sessionDescription('offer')
    const providerSide = (async () => {
      await this.provider.waitFor(() => this.provider.heard.hellos.includes(this.patient.peerId), 'hello')
      this.provider.signal(this.patient, { description: offer.description })
      this.provider.trickle(this.patient, offer.ufrag)
      await this.provider.connected('answer', media)
    })()
    const patientSide = (async () => {
      await this.patient.waitFor(() => this.patient.heard.descriptions.some((d) => d.type === 'offer'), 'offer')
      const answer = sessionDescription('answer')
      this.patient.signal(this.provider, { description: answer.description })
      this.patient.trickle(this.provider, answer.ufrag)
      await this.patient.connected('offer', media)
    })()
    await Promise.all([providerSide, patientSide])
    await Promise.all(
      this.sides.map((s) => s.waitFor(() => s.heard.states.some((st) => st.quality === 'good'), "the other side's state"))
    )
    return performance.now() - t
  }

  /** Hang-up as the page does it: media stopped, then leave the room. */
  async hangUp() {
    for (const s of this.sides) s.send('call.media', { appointmentId: this.appointmentId, state: 'disconnected' })
    await this.leave()
  }

  leave() {
    return Promise.all(
      this.sides.map((s) =>
        s.socket
          .timeout(ACK_MS)
          .emitWithAck('consultation.leave', this.appointmentId)
          .catch(() => {})
      )
    )
  }

  /**
   * Holds the call: each side sends call.state every `everyMs` (± 20%), as the quality indicator
   * does; `onRelayed(ms)` gets each state's time from emit to the other side hearing it; a state
   * still unheard when the next is sent counts in traffic.lost.
   */
  hold(everyMs, onRelayed) {
    const sentAt = new Map()
    for (const side of this.sides) {
      const other = side === this.patient ? this.provider : this.patient
      other.onState = (state) => {
        const at = sentAt.get(side)
        if (at !== undefined && state.userId === side.account.userId) {
          onRelayed(performance.now() - at)
          sentAt.delete(side)
        }
      }
      const tick = () => {
        side.holdTimer = setTimeout(tick, everyMs * (0.8 + Math.random() * 0.4))
        if (sentAt.has(side)) traffic.lost++ // the previous one was never heard
        sentAt.set(side, performance.now())
        side.state(Math.random() < 0.5 ? 'good' : 'fair')
      }
      side.holdTimer = setTimeout(tick, Math.random() * everyMs)
    }
  }

  stopHold() {
    for (const side of this.sides) {
      clearTimeout(side.holdTimer)
      side.onState = undefined
    }
  }

  close() {
    for (const side of this.sides) side.socket?.close()
  }
}

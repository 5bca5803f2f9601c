import type { IceServers } from '@/api/openapi'
import type { CallQuality, CallSignal, CallSignalPush, CallStatePush } from '@modules/call/contracts/call'
import { mediaConstraints, type DeviceChoice } from './device-preferences'
import {
  AUDIO_PROBE_MS,
  classify,
  inboundMedia,
  nextProfile,
  samplePath,
  SEND_PROFILES,
  type PathSample,
  type SendProfile,
} from './quality'

export type CallPhase = 'waiting' | 'connecting' | 'connected' | 'reconnecting' | 'ended'
export type RemoteState = Pick<CallStatePush, 'mic' | 'camera' | 'screen' | 'quality' | 'audioOnly'>

/** What the screen shows of the call; a new object on every change. */
export interface CallSnapshot {
  phase: CallPhase
  /** the stream being sent (the self-view shows exactly this: one capture) */
  local: MediaStream
  remote: MediaStream
  mic: boolean
  camera: boolean
  screen: boolean
  /** getUserMedia refused or found nothing: the call runs without it */
  deviceProblem: 'denied' | 'missing' | null
  quality: CallQuality
  profile: SendProfile
  remoteState: RemoteState | null
  /** ICE has not connected for a while: with no TURN relay configured the path may not exist */
  stuck: boolean
}

export interface CallTransport {
  signal(message: Omit<CallSignal, 'appointmentId' | 'to' | 'peerId'>): void
  state(state: { mic: boolean; camera: boolean; screen: boolean; quality: CallQuality; audioOnly: boolean }): void
  media(state: 'connected' | 'disconnected'): void
}

export interface CallOptions {
  /** the provider is impolite, the patient polite (perfect negotiation: the polite side yields on a collision) */
  polite: boolean
  transport: CallTransport
  rtcConfig: RTCConfiguration
  onChange(snapshot: CallSnapshot): void
}

const STATS_MS = 2_000
/** A 'disconnected' ICE state this long is treated as lost (ICE restart). */
const DISCONNECTED_GRACE_MS = 2_500
/** Not connected after this long: tell the user (no TURN relay on their network?). */
const STUCK_AFTER_MS = 20_000
/** A renegotiation still not answered after this long is started again. */
const NEGOTIATION_TIMEOUT_MS = 8_000

const randomPeerId = () => Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('')

/**
 * One side of the built-in call (docs/video.md): local media, an RTCPeerConnection to the other
 * side's current page, W3C perfect negotiation over the consultation room's 'call.signal', and
 * the loop that reads getStats (quality, adaptation, the 'connected' report).
 */
export class CallSession {
  readonly peerId = randomPeerId()
  pc: RTCPeerConnection | null = null
  private remotePeerId: string | null = null
  private retired = new Set<string>()
  private makingOffer = false
  private ignoreOffer = false
  private settingRemoteAnswer = false
  private readonly local = new MediaStream()
  private remote = new MediaStream()
  private micTrack: MediaStreamTrack | null = null
  private cameraTrack: MediaStreamTrack | null = null
  private screenTrack: MediaStreamTrack | null = null
  private audioSender: RTCRtpSender | null = null
  private videoSender: RTCRtpSender | null = null
  private mic = true
  private camera = true
  private deviceProblem: CallSnapshot['deviceProblem'] = null
  private phase: CallPhase = 'waiting'
  private quality: CallQuality = 'unknown'
  private profile: SendProfile = 'high'
  private samples: PathSample[] = []
  private lastReport: Map<string, any> | null = null
  private probeAt = 0
  private mediaFlowing = false
  private remoteState: RemoteState | null = null
  private stuck = false
  private connectingSince = 0
  private timers = new Set<ReturnType<typeof setTimeout>>()
  private statsTimer: ReturnType<typeof setInterval> | null = null
  private negotiationTimer: ReturnType<typeof setTimeout> | null = null
  private closed = false

  constructor(private options: CallOptions) {}

  /** Opens the chosen camera and microphone; without one (refused, missing) the call goes on without it. */
  async start(devices: DeviceChoice) {
    try {
      await this.capture(devices, { audio: true, video: true })
    } catch (error) {
      this.deviceProblem = problemOf(error)
      // one of the two may still work
      await this.capture(devices, { audio: true, video: false }).catch(() => {})
      if (!this.micTrack) await this.capture(devices, { audio: false, video: true }).catch(() => {})
    }
    this.mic = !!this.micTrack
    this.camera = !!this.cameraTrack
    this.statsTimer = setInterval(() => void this.readStats(), STATS_MS)
    this.emit()
  }

  private async capture(devices: DeviceChoice, want: { audio: boolean; video: boolean }) {
    const stream = await navigator.mediaDevices.getUserMedia(mediaConstraints(devices, want))
    if (this.closed) return stream.getTracks().forEach((t) => t.stop())
    for (const track of stream.getTracks()) {
      if (track.kind === 'audio') this.micTrack = track
      else this.cameraTrack = track
      this.local.addTrack(track)
    }
  }

  // ---- signaling -------------------------------------------------------------------------

  /** Says "I am here" to the other side (on joining the room, and after every re-join). */
  hello() {
    this.options.transport.signal({ hello: true })
    this.sendState()
  }

  /** A 'call.signal' from the other participant. */
  async onSignal(signal: CallSignalPush) {
    if (this.closed || this.retired.has(signal.peerId)) return
    if (signal.toPeer && signal.toPeer !== this.peerId) return // meant for the page this one replaced
    if (signal.peerId !== this.remotePeerId) {
      // a new page on the other side (first contact, reload, another device): start afresh with it
      this.connectTo(signal.peerId)
      if (!signal.hello) this.hello()
    }
    if (signal.hello) {
      // they (re)joined: greet a new page, and mend a connection a signaling outage may have left half-negotiated
      if (signal.peerId === this.remotePeerId && this.pc && this.pc.iceConnectionState !== 'new') this.restartIce()
      this.sendState()
      return
    }
    const pc = this.pc!
    try {
      if (signal.description) {
        const description = signal.description as RTCSessionDescriptionInit
        const readyForOffer = !this.makingOffer && (pc.signalingState === 'stable' || this.settingRemoteAnswer)
        const collision = description.type === 'offer' && !readyForOffer
        this.ignoreOffer = !this.options.polite && collision
        if (this.ignoreOffer) return
        this.settingRemoteAnswer = description.type === 'answer'
        await pc.setRemoteDescription(description)
        this.settingRemoteAnswer = false
        if (description.type === 'offer') {
          await pc.setLocalDescription()
          this.sendDescription(pc)
        } else {
          this.clearNegotiationTimer()
        }
      } else if (signal.candidate !== undefined) {
        try {
          await pc.addIceCandidate(signal.candidate ?? undefined)
        } catch (error) {
          if (!this.ignoreOffer) throw error
        }
      }
    } catch {
      // a description that no longer fits (the other side moved on): the next offer or ICE restart mends it
    }
  }

  onRemoteState(state: RemoteState) {
    this.remoteState = state
    this.emit()
  }

  /** The other side left the room (hang-up, closed tab): wait for them without tearing down our media. */
  onCounterpartLeft() {
    if (!this.pc) return
    if (this.remotePeerId) this.retired.add(this.remotePeerId)
    this.remotePeerId = null
    this.closePeer()
    this.phase = 'waiting'
    this.emit()
  }

  private connectTo(peerId: string) {
    if (this.remotePeerId) this.retired.add(this.remotePeerId)
    this.closePeer()
    this.remotePeerId = peerId
    const pc = new RTCPeerConnection(this.options.rtcConfig)
    this.pc = pc
    this.remote = new MediaStream()
    this.phase = 'connecting'
    this.connectingSince = Date.now()
    this.samples = []
    this.lastReport = null
    // addTrack (not addTransceiver): on a collision the polite side's transceivers are reused for the other's offer
    this.audioSender = this.micTrack ? pc.addTrack(this.micTrack, this.local) : pc.addTransceiver('audio').sender
    const video = this.screenTrack ?? this.cameraTrack
    this.videoSender = video ? pc.addTrack(video, this.local) : pc.addTransceiver('video').sender
    if (this.cameraTrack && !this.camera) void this.videoSender.replaceTrack(null)
    pc.ontrack = ({ track }) => {
      this.remote.addTrack(track)
      track.onunmute = () => this.emit()
      this.emit()
    }
    pc.onnegotiationneeded = async () => {
      try {
        this.makingOffer = true
        await pc.setLocalDescription()
        this.sendDescription(pc)
        this.armNegotiationTimer(pc)
      } catch {
        // the state moved on meanwhile; a later negotiationneeded retries
      } finally {
        this.makingOffer = false
      }
    }
    pc.onicecandidate = ({ candidate }) => {
      if (pc !== this.pc) return
      const init = candidate?.toJSON()
      this.options.transport.signal({
        toPeer: peerId,
        candidate: init?.candidate !== undefined ? { ...init, candidate: init.candidate } : null,
      })
    }
    pc.oniceconnectionstatechange = () => this.onIceState(pc)
    this.emit()
    this.sendState()
  }

  private sendDescription(pc: RTCPeerConnection) {
    if (pc !== this.pc || !pc.localDescription || !this.remotePeerId) return
    const { type, sdp } = pc.localDescription
    this.options.transport.signal({ toPeer: this.remotePeerId, description: { type, sdp } })
  }

  /** An offer nobody answered (lost while signaling was down) must not leave the connection stuck. */
  private armNegotiationTimer(pc: RTCPeerConnection) {
    this.clearNegotiationTimer()
    this.negotiationTimer = setTimeout(() => {
      if (pc !== this.pc || pc.signalingState !== 'have-local-offer') return
      void pc
        .setLocalDescription({ type: 'rollback' })
        .then(() => this.restartIce())
        .catch(() => {})
    }, NEGOTIATION_TIMEOUT_MS)
  }

  private clearNegotiationTimer() {
    if (this.negotiationTimer) clearTimeout(this.negotiationTimer)
    this.negotiationTimer = null
  }

  // ---- connection state and recovery -----------------------------------------------------

  private onIceState(pc: RTCPeerConnection) {
    if (pc !== this.pc) return
    const state = pc.iceConnectionState
    if (state === 'connected' || state === 'completed') {
      this.phase = 'connected'
      this.stuck = false
    } else if (state === 'disconnected') {
      this.phase = 'reconnecting'
      this.later(DISCONNECTED_GRACE_MS, () => pc === this.pc && pc.iceConnectionState === 'disconnected' && this.restartIce())
    } else if (state === 'failed') {
      this.phase = 'reconnecting'
      this.restartIce()
    }
    if (state === 'disconnected' || state === 'failed') this.reportMedia(false)
    this.emit()
  }

  /** A new ICE negotiation on the same connection (network change, failure): the call stays on screen. */
  restartIce() {
    const pc = this.pc
    if (!pc || this.closed) return
    if (pc.iceConnectionState !== 'connected' && pc.iceConnectionState !== 'completed') {
      this.phase = 'reconnecting'
      if (!this.connectingSince) this.connectingSince = Date.now()
    }
    pc.restartIce()
    this.emit()
  }

  /** New TURN credentials (the old ones expire): used by the next ICE gathering. */
  setIceServers(iceServers: IceServers['iceServers']) {
    this.options.rtcConfig = { ...this.options.rtcConfig, iceServers }
    try {
      this.pc?.setConfiguration(this.options.rtcConfig)
    } catch {
      // a policy change mid-call is refused; the servers apply from the next connection
    }
  }

  // ---- controls ----------------------------------------------------------------------------

  setMic(on: boolean) {
    if (!this.micTrack) return
    // a disabled track sends silence: the other side hears nothing, and the connection stays as it is
    this.micTrack.enabled = on
    this.mic = on
    this.sendState()
    this.emit()
  }

  async setCamera(on: boolean, devices: DeviceChoice) {
    if (on === this.camera) return
    if (!on) {
      this.camera = false
      if (!this.screenTrack) await this.videoSender?.replaceTrack(null)
      this.dropTrack(this.cameraTrack) // the camera light goes off
      this.cameraTrack = null
    } else {
      const stream = await navigator.mediaDevices.getUserMedia(mediaConstraints(devices, { audio: false, video: true }))
      this.cameraTrack = stream.getVideoTracks()[0] ?? null
      this.camera = !!this.cameraTrack
      if (!this.screenTrack) await this.useVideo(this.cameraTrack)
    }
    this.sendState()
    this.emit()
  }

  /** Screen share takes the video sender's place; the camera comes back when it ends. */
  async startScreen() {
    const stream = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false })
    const track = stream.getVideoTracks()[0]
    if (!track) return
    this.screenTrack = track
    track.onended = () => void this.stopScreen()
    await this.useVideo(track)
    this.sendState()
    this.emit()
  }

  async stopScreen() {
    if (!this.screenTrack) return
    this.dropTrack(this.screenTrack)
    this.screenTrack = null
    await this.useVideo(this.camera ? this.cameraTrack : null)
    this.sendState()
    this.emit()
  }

  /** Another camera or microphone, chosen in the call: swapped in without renegotiation. */
  async useDevice(kind: 'camera' | 'microphone', devices: DeviceChoice) {
    const want = kind === 'camera' ? { audio: false, video: true } : { audio: true, video: false }
    if (kind === 'camera' && !this.camera) return // used when the camera is turned on again
    const stream = await navigator.mediaDevices.getUserMedia(mediaConstraints(devices, want))
    const track = stream.getTracks()[0]
    if (!track) return
    if (kind === 'microphone') {
      track.enabled = this.mic
      this.dropTrack(this.micTrack)
      this.micTrack = track
      this.local.addTrack(track)
      await this.audioSender?.replaceTrack(track)
      this.mic = track.enabled
    } else {
      this.dropTrack(this.cameraTrack)
      this.cameraTrack = track
      if (!this.screenTrack) await this.useVideo(track)
    }
    this.emit()
  }

  private async useVideo(track: MediaStreamTrack | null) {
    for (const old of this.local.getVideoTracks()) if (old !== track) this.local.removeTrack(old)
    if (track && !this.local.getTrackById(track.id)) this.local.addTrack(track)
    await this.videoSender?.replaceTrack(track)
    await this.applyProfile(this.profile)
  }

  private dropTrack(track: MediaStreamTrack | null) {
    if (!track) return
    track.stop()
    this.local.removeTrack(track)
  }

  // ---- quality and adaptation ------------------------------------------------------------

  private async readStats() {
    const pc = this.pc
    if (!pc || this.closed) return this.checkStuck()
    let report: Map<string, any>
    try {
      report = (await pc.getStats()) as unknown as Map<string, any>
    } catch {
      return
    }
    if (pc !== this.pc) return
    const sample = samplePath(report, this.lastReport)
    const inbound = inboundMedia(report)
    const before = this.lastReport ? inboundMedia(this.lastReport) : { framesDecoded: 0, audioPackets: 0 }
    this.lastReport = report
    const flowing = inbound.framesDecoded > before.framesDecoded || inbound.audioPackets > before.audioPackets
    if (flowing && this.phase === 'connected') this.reportMedia(true)
    this.samples = [...this.samples, sample].slice(-6)
    const quality = classify(sample)
    const profile = this.nextSendProfile()
    const changed = quality !== this.quality || profile !== this.profile
    this.quality = quality
    if (profile !== this.profile) await this.applyProfile(profile)
    if (changed) this.sendState()
    this.checkStuck()
    this.emit()
  }

  private nextSendProfile(): SendProfile {
    if (this.profile !== 'audio') {
      const next = nextProfile(this.profile, this.samples)
      if (next === 'audio') this.probeAt = Date.now() + AUDIO_PROBE_MS
      return next
    }
    // audio only: send video again now and then at 'low'; back to audio if the path still cannot carry it
    if (Date.now() < this.probeAt) return 'audio'
    this.samples = []
    return 'low'
  }

  private async applyProfile(profile: SendProfile) {
    this.profile = profile
    const sender = this.videoSender
    if (!sender?.track) return
    const parameters = sender.getParameters()
    if (!parameters.encodings?.length) parameters.encodings = [{}]
    const encoding = parameters.encodings[0]!
    if (profile === 'audio') {
      encoding.active = false
    } else {
      const chosen = this.screenTrack ? { ...SEND_PROFILES[profile], scaleResolutionDownBy: 1 } : SEND_PROFILES[profile]
      encoding.active = true
      encoding.maxBitrate = chosen.maxBitrate
      encoding.scaleResolutionDownBy = chosen.scaleResolutionDownBy
    }
    try {
      await sender.setParameters(parameters)
    } catch {
      // parameters changed under us (renegotiation); the next round applies the profile again
    }
  }

  private checkStuck() {
    const waiting = this.phase === 'connecting' || this.phase === 'reconnecting'
    const stuck = waiting && this.connectingSince > 0 && Date.now() - this.connectingSince > STUCK_AFTER_MS
    if (this.phase === 'connected') this.connectingSince = 0
    if (stuck !== this.stuck) {
      this.stuck = stuck
      this.emit()
    }
  }

  /** 'connected' once media flows (again); 'disconnected' when it stops: the session's media events. */
  private reportMedia(flowing: boolean) {
    if (flowing === this.mediaFlowing) return
    this.mediaFlowing = flowing
    this.options.transport.media(flowing ? 'connected' : 'disconnected')
  }

  /** Tells the server again that media flows (a new socket after a reconnect starts with none). */
  announceMedia() {
    if (this.mediaFlowing) this.options.transport.media('connected')
  }

  private sendState() {
    if (this.closed) return
    this.options.transport.state({
      mic: this.mic,
      camera: this.camera,
      screen: !!this.screenTrack,
      quality: this.quality,
      audioOnly: this.profile === 'audio',
    })
  }

  // ---- lifecycle ---------------------------------------------------------------------------

  private later(ms: number, run: () => void) {
    const timer = setTimeout(() => {
      this.timers.delete(timer)
      run()
    }, ms)
    this.timers.add(timer)
  }

  private closePeer() {
    this.clearNegotiationTimer()
    this.reportMedia(false)
    this.pc?.close()
    this.pc = null
    this.audioSender = null
    this.videoSender = null
    this.remote.getTracks().forEach((t) => this.remote.removeTrack(t))
  }

  /** Hang-up or leaving the screen: the connection closes, every capture stops. */
  close() {
    if (this.closed) return
    this.closePeer()
    this.closed = true
    this.phase = 'ended'
    for (const timer of this.timers) clearTimeout(timer)
    if (this.statsTimer) clearInterval(this.statsTimer)
    for (const track of [this.micTrack, this.cameraTrack, this.screenTrack]) track?.stop()
    this.emit()
  }

  snapshot(): CallSnapshot {
    return {
      phase: this.phase,
      local: this.local,
      remote: this.remote,
      mic: this.mic,
      camera: this.camera,
      screen: !!this.screenTrack,
      deviceProblem: this.deviceProblem,
      quality: this.quality,
      profile: this.profile,
      remoteState: this.remoteState,
      stuck: this.stuck,
    }
  }

  private emit() {
    this.options.onChange(this.snapshot())
  }
}

function problemOf(error: unknown): 'denied' | 'missing' {
  const name = error && typeof error === 'object' && 'name' in error ? String((error as { name: unknown }).name) : ''
  return name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'missing'
}

import type { CallQuality } from '@modules/call/contracts/call'

/** What one getStats() round tells about the path (null: not known yet). */
export interface PathSample {
  rttMs: number | null
  /** the worse of what the other side reports losing of ours and what we lose of theirs, 0..1 */
  loss: number | null
  /** the sender's bandwidth estimate (candidate pair availableOutgoingBitrate), kbps */
  availableKbps: number | null
}

/** 'Baik' / 'Sedang' / 'Buruk' from round trip, loss and the bandwidth estimate. */
export function classify(sample: PathSample): CallQuality {
  const { rttMs, loss, availableKbps } = sample
  if (rttMs === null && loss === null && availableKbps === null) return 'unknown'
  if ((rttMs ?? 0) > 700 || (loss ?? 0) > 0.08 || (availableKbps !== null && availableKbps < 150)) return 'poor'
  if ((rttMs ?? 0) > 300 || (loss ?? 0) > 0.02 || (availableKbps !== null && availableKbps < 400)) return 'fair'
  return 'good'
}

/** How the camera's video is sent: lower resolution and bitrate on a poorer path, none at all on a very poor one. */
export type SendProfile = 'high' | 'medium' | 'low' | 'audio'

export const SEND_PROFILES: Record<Exclude<SendProfile, 'audio'>, { maxBitrate: number; scaleResolutionDownBy: number }> = {
  high: { maxBitrate: 1_200_000, scaleResolutionDownBy: 1 },
  medium: { maxBitrate: 500_000, scaleResolutionDownBy: 2 },
  low: { maxBitrate: 150_000, scaleResolutionDownBy: 4 },
}

const ORDER: SendProfile[] = ['audio', 'low', 'medium', 'high']

/** The profile a path can carry: the estimate decides, and a lossy or slow path never gets more than 'low'. */
export function profileFor(sample: PathSample): SendProfile {
  const kbps = sample.availableKbps
  let profile: SendProfile = kbps === null ? 'medium' : kbps >= 1_500 ? 'high' : kbps >= 600 ? 'medium' : kbps >= 200 ? 'low' : 'audio'
  if (classify(sample) === 'poor' && rank(profile) > rank('low')) profile = 'low'
  // a path losing most packets cannot carry video at all
  if ((sample.loss ?? 0) > 0.3) profile = 'audio'
  return profile
}

const rank = (p: SendProfile) => ORDER.indexOf(p)

/** Samples a change must hold for: down quickly, up slowly (no flapping). */
export const DOWN_AFTER = 2
export const UP_AFTER = 3
/** In audio only, video is tried again (at 'low') this often: with no video the estimate cannot grow by itself. */
export const AUDIO_PROBE_MS = 12_000

/**
 * The next profile from the current one and the last samples (newest last): one step down when
 * the last DOWN_AFTER samples all allow less, one step up when the last UP_AFTER all allow more.
 * Leaving audio only is the probe's job (see AUDIO_PROBE_MS), not this function's.
 */
export function nextProfile(current: SendProfile, recent: readonly PathSample[]): SendProfile {
  const wanted = recent.map(profileFor)
  const lastDown = wanted.slice(-DOWN_AFTER)
  if (lastDown.length === DOWN_AFTER && lastDown.every((p) => rank(p) < rank(current))) {
    // a collapse goes straight to audio; otherwise one step at a time
    return lastDown.every((p) => p === 'audio') ? 'audio' : ORDER[Math.max(rank(current) - 1, rank('low'))]!
  }
  if (current === 'audio') return 'audio'
  const lastUp = wanted.slice(-UP_AFTER)
  if (lastUp.length === UP_AFTER && lastUp.every((p) => rank(p) > rank(current))) return ORDER[rank(current) + 1]!
  return current
}

type StatLike = Record<string, unknown> & { type: string; id: string }

/** Reads the path from an RTCStatsReport; `previous` (the last report) turns counters into rates. */
export function samplePath(report: Map<string, StatLike>, previous: Map<string, StatLike> | null): PathSample {
  let rttMs: number | null = null
  let availableKbps: number | null = null
  const losses: number[] = []
  const pair = selectedPair(report)
  if (pair) {
    if (typeof pair.currentRoundTripTime === 'number') rttMs = pair.currentRoundTripTime * 1000
    if (typeof pair.availableOutgoingBitrate === 'number') availableKbps = pair.availableOutgoingBitrate / 1000
  }
  for (const stat of report.values()) {
    if (stat.type === 'remote-inbound-rtp' && typeof stat.fractionLost === 'number') losses.push(stat.fractionLost)
    if (stat.type === 'inbound-rtp' && previous) {
      const before = previous.get(stat.id)
      const lost = num(stat.packetsLost) - num(before?.packetsLost)
      const received = num(stat.packetsReceived) - num(before?.packetsReceived)
      if (lost + received > 0) losses.push(Math.max(0, lost) / (Math.max(0, lost) + Math.max(0, received)))
    }
  }
  return { rttMs, loss: losses.length ? Math.max(...losses) : null, availableKbps }
}

/** The candidate pair in use: the transport names it (only that pair carries the bandwidth estimate). */
function selectedPair(report: Map<string, StatLike>): StatLike | undefined {
  for (const stat of report.values()) {
    if (stat.type === 'transport' && typeof stat.selectedCandidatePairId === 'string') {
      const pair = report.get(stat.selectedCandidatePairId)
      if (pair) return pair
    }
  }
  return [...report.values()].find((s) => s.type === 'candidate-pair' && s.nominated === true && s.state === 'succeeded')
}

const num = (v: unknown) => (typeof v === 'number' ? v : 0)

/** The media the other side sends us, from inbound-rtp: what the tests and the 'connected' report read. */
export function inboundMedia(report: Map<string, StatLike>) {
  let framesDecoded = 0
  let audioPackets = 0
  let audioLevel: number | null = null
  for (const stat of report.values()) {
    if (stat.type !== 'inbound-rtp') continue
    if (stat.kind === 'video') framesDecoded += num(stat.framesDecoded)
    if (stat.kind === 'audio') {
      audioPackets += num(stat.packetsReceived)
      if (typeof stat.audioLevel === 'number') audioLevel = stat.audioLevel
    }
  }
  return { framesDecoded, audioPackets, audioLevel }
}

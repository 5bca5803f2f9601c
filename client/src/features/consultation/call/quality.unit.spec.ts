import { describe, expect, it } from 'vitest'
import { classify, nextProfile, profileFor, samplePath, type PathSample } from './quality'

const sample = (availableKbps: number | null, rttMs: number | null = 40, loss: number | null = 0): PathSample => ({
  rttMs,
  loss,
  availableKbps,
})

describe('classify', () => {
  it('knows nothing before the first measurement', () => {
    expect(classify({ rttMs: null, loss: null, availableKbps: null })).toBe('unknown')
  })
  it('grades round trip, loss and the bandwidth estimate', () => {
    expect(classify(sample(2_000))).toBe('good')
    expect(classify(sample(2_000, 400))).toBe('fair')
    expect(classify(sample(2_000, 40, 0.05))).toBe('fair')
    expect(classify(sample(300))).toBe('fair')
    expect(classify(sample(2_000, 900))).toBe('poor')
    expect(classify(sample(2_000, 40, 0.12))).toBe('poor')
    expect(classify(sample(100))).toBe('poor')
  })
})

describe('profileFor', () => {
  it('follows the estimate, capped at low on a poor path, audio when most packets are lost', () => {
    expect(profileFor(sample(3_000))).toBe('high')
    expect(profileFor(sample(800))).toBe('medium')
    expect(profileFor(sample(200))).toBe('low')
    expect(profileFor(sample(90))).toBe('audio')
    expect(profileFor(sample(3_000, 900))).toBe('low')
    expect(profileFor(sample(3_000, 40, 0.5))).toBe('audio')
  })
})

describe('nextProfile', () => {
  it('steps down after two samples that allow less, and collapses to audio when both say audio', () => {
    expect(nextProfile('high', [sample(800)])).toBe('high')
    expect(nextProfile('high', [sample(800), sample(800)])).toBe('medium')
    expect(nextProfile('medium', [sample(90), sample(90)])).toBe('audio')
    expect(nextProfile('high', [sample(3_000), sample(800)])).toBe('high')
  })
  it('steps up one at a time after three samples that allow more', () => {
    expect(nextProfile('low', [sample(3_000), sample(3_000)])).toBe('low')
    expect(nextProfile('low', [sample(3_000), sample(3_000), sample(3_000)])).toBe('medium')
  })
  it('leaves audio only through the probe, never by itself', () => {
    expect(nextProfile('audio', [sample(3_000), sample(3_000), sample(3_000)])).toBe('audio')
  })
})

describe('samplePath', () => {
  it('reads the nominated pair, the remote loss report and our own inbound loss', () => {
    const before = new Map([['in', { id: 'in', type: 'inbound-rtp', kind: 'video', packetsLost: 0, packetsReceived: 100 }]])
    const now = new Map<string, Record<string, unknown> & { id: string; type: string }>([
      [
        'p',
        {
          id: 'p',
          type: 'candidate-pair',
          nominated: true,
          state: 'succeeded',
          currentRoundTripTime: 0.12,
          availableOutgoingBitrate: 640_000,
        },
      ],
      ['r', { id: 'r', type: 'remote-inbound-rtp', fractionLost: 0.01 }],
      ['in', { id: 'in', type: 'inbound-rtp', kind: 'video', packetsLost: 10, packetsReceived: 190 }],
    ])
    const s = samplePath(now, before)
    expect(s.rttMs).toBeCloseTo(120)
    expect(s.availableKbps).toBe(640)
    expect(s.loss).toBeCloseTo(0.1)
  })
})

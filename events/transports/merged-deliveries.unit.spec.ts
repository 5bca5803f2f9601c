import { describe, expect, it } from 'vitest'
import type { EventEnvelope } from '../envelope.js'
import { mergedDeliveries } from './merged-deliveries.js'

const event = (position: string) => ({ id: `e${position}`, position }) as EventEnvelope
const positions = (events: EventEnvelope[]) => events.map((e) => e.position)

describe('mergedDeliveries', () => {
  it('delivers the parts handed over in one turn together, in log position order', async () => {
    const delivered: string[][] = []
    const deliver = mergedDeliveries(async (events, traces) => {
      expect(traces).toHaveLength(events.length)
      delivered.push(positions(events))
    })
    await Promise.all([
      deliver([event('5'), event('9')], [undefined, undefined]),
      deliver([event('2'), event('7')], [undefined, { traceparent: 't7' }]),
      deliver([event('10')], [undefined]),
    ])
    expect(delivered).toEqual([['2', '5', '7', '9', '10']])
  })

  it('keeps each trace with its event', async () => {
    let seen: Array<string | undefined> = []
    const deliver = mergedDeliveries(async (_events, traces) => {
      seen = traces.map((t) => t?.traceparent)
    })
    await Promise.all([deliver([event('3')], [{ traceparent: 'a' }]), deliver([event('1')], [{ traceparent: 'b' }])])
    expect(seen).toEqual(['b', 'a'])
  })

  it('gives the parts that arrive during a delivery to the next one, never two at once', async () => {
    const delivered: string[][] = []
    let running = 0
    let release!: () => void
    let started!: () => void
    const first = new Promise<void>((r) => (release = r))
    const firstStarted = new Promise<void>((r) => (started = r))
    const deliver = mergedDeliveries(async (events) => {
      running++
      expect(running).toBe(1)
      started()
      if (delivered.length === 0) await first
      delivered.push(positions(events))
      running--
    })
    const a = deliver([event('1')], [undefined])
    await firstStarted
    const b = deliver([event('2')], [undefined])
    const c = deliver([event('3')], [undefined])
    release()
    await Promise.all([a, b, c])
    expect(delivered).toEqual([['1'], ['2', '3']])
  })

  it('fails every part of a failed delivery, and the next delivery still runs', async () => {
    let calls = 0
    const deliver = mergedDeliveries(async () => {
      if (++calls === 1) throw new Error('database down')
    })
    const results = await Promise.allSettled([deliver([event('1')], [undefined]), deliver([event('2')], [undefined])])
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected'])
    await expect(deliver([event('3')], [undefined])).resolves.toBeUndefined()
  })
})

import { describe, expect, it } from 'vitest'
import { FreshLoads } from './fresh-loads.js'

function controlledLoads() {
  const started: Array<{ settle: (value: string | Error) => void }> = []
  const load = () =>
    new Promise<string>((resolve, reject) => {
      const n = started.length + 1
      started.push({ settle: (value) => (value instanceof Error ? reject(value) : resolve(`${value} ${n}`)) })
    })
  const tick = () => new Promise((resolve) => setImmediate(resolve))
  return { started, load, tick }
}

describe('FreshLoads', () => {
  it('answers each ask with a load begun after it: asks made while one runs share the next', async () => {
    const loads = new FreshLoads<string>()
    const { started, load, tick } = controlledLoads()
    const first = loads.share('k', load)
    await tick()
    const second = loads.share('k', load)
    const third = loads.share('k', load)
    const otherKey = loads.share('other', load)
    await tick()
    expect(started).toHaveLength(2) // 'k' once, 'other' once: the asks made meanwhile wait
    started[0].settle('answer')
    expect(await first).toBe('answer 1')
    await tick()
    expect(started).toHaveLength(3)
    started[2].settle('answer')
    expect(await second).toBe('answer 3')
    expect(await third).toBe('answer 3')
    started[1].settle('other')
    expect(await otherKey).toBe('other 2')
    const afterwards = loads.share('k', load) // nothing running: starts at once
    await tick()
    expect(started).toHaveLength(4)
    started[3].settle('later')
    expect(await afterwards).toBe('later 4')
  })

  it('lets a failed load fail only its own asks', async () => {
    const loads = new FreshLoads<string>()
    const { started, load, tick } = controlledLoads()
    const failing = loads.share('k', load)
    await tick()
    const waiting = loads.share('k', load)
    started[0].settle(new Error('connection lost'))
    await expect(failing).rejects.toThrow('connection lost')
    await tick()
    started[1].settle('answer')
    expect(await waiting).toBe('answer 2')
  })
})

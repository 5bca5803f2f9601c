import { describe, expect, it } from 'vitest'
import { KeyedGate } from './keyed-gate.js'

const deferred = () => {
  let resolve!: () => void
  let reject!: (e: Error) => void
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)))
  return { promise, resolve, reject }
}

describe('KeyedGate', () => {
  it('runs one attempt per key and refuses a second while the first is in flight', async () => {
    const gate = new KeyedGate()
    const first = deferred()
    const running = gate.run('a', () => first.promise.then(() => 'first'))
    expect(running).not.toBeNull()
    expect(gate.run('a', async () => 'second')).toBeNull()
    expect(await gate.run('b', async () => 'other key')).toBe('other key')
    first.resolve()
    expect(await running).toBe('first')
    expect(await gate.run('a', async () => 'after')).toBe('after')
    expect(gate.size).toBe(0)
  })

  it('idle waits for the attempt in flight to settle, rejected or not', async () => {
    const gate = new KeyedGate()
    const first = deferred()
    const order: string[] = []
    gate.run('a', () => first.promise)!.catch(() => order.push('first failed'))
    const waited = gate.idle('a').then(() => order.push('idle'))
    await new Promise((r) => setTimeout(r, 5))
    expect(order).toEqual([])
    first.reject(new Error('refused'))
    await waited
    expect(order).toEqual(['first failed', 'idle'])
    expect(gate.size).toBe(0)
  })

  it('idle answers at once for a key with nothing in flight', async () => {
    const gate = new KeyedGate()
    let done = false
    await gate.idle('none').then(() => (done = true))
    expect(done).toBe(true)
  })
})

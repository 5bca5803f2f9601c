import { describe, expect, it } from 'vitest'
import { groupedCalls } from './grouped-calls.js'

const tick = () => new Promise((resolve) => setTimeout(resolve, 1))

describe('groupedCalls', () => {
  it('runs a lone call at once, and the calls made while it runs together in the next run', async () => {
    const runs: number[][] = []
    const double = groupedCalls(async (items: number[]) => {
      runs.push(items)
      await tick()
      return items.map((n) => n * 2)
    }, 100)
    const first = double(1)
    const rest = [2, 3, 4].map((n) => double(n))
    expect(await Promise.all([first, ...rest])).toEqual([2, 4, 6, 8])
    expect(runs).toEqual([[1], [2, 3, 4]])
  })

  it('never puts more than maxBatch calls in one run', async () => {
    const sizes: number[] = []
    const echo = groupedCalls(async (items: number[]) => {
      sizes.push(items.length)
      await tick()
      return items
    }, 2)
    await Promise.all([1, 2, 3, 4, 5].map((n) => echo(n)))
    expect(sizes).toEqual([1, 2, 2])
  })

  it('an Error answers its own call only; a throw fails every call of that run, and the next run still goes', async () => {
    let fail = false
    const check = groupedCalls(async (items: number[]) => {
      await tick()
      if (fail) throw new Error('database away')
      return items.map((n) => (n < 0 ? new Error(`negative: ${n}`) : n))
    }, 10)
    const [ok, bad] = await Promise.allSettled([check(1), check(-1)])
    expect(ok).toEqual({ status: 'fulfilled', value: 1 })
    expect(bad).toMatchObject({ status: 'rejected', reason: { message: 'negative: -1' } })
    fail = true
    await expect(Promise.all([check(2), check(3)])).rejects.toThrow('database away')
    fail = false
    expect(await check(4)).toBe(4)
  })
})

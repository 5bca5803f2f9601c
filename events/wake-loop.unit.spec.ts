import { afterEach, describe, expect, it, vi } from 'vitest'
import { WakeLoop } from './wake-loop.js'

const LONG = 60_000 // a sleep no test waits out: only a poke or stop() can end it

let loop: WakeLoop | undefined
afterEach(async () => {
  await loop?.stop()
  loop = undefined
})

/** A loop whose cycles are counted; `plan(n)` says how long to sleep after cycle n (1-based). */
function counting(plan: (n: number) => number, onError: (error: unknown) => number = () => LONG) {
  const state = { cycles: 0 }
  loop = new WakeLoop({
    cycle: async () => plan(++state.cycles),
    onError,
  })
  return state
}

describe('WakeLoop', () => {
  it('sleeps after a cycle until poked', async () => {
    const state = counting(() => LONG)
    loop!.start()
    await vi.waitFor(() => expect(state.cycles).toBe(1))
    loop!.poke()
    await vi.waitFor(() => expect(state.cycles).toBe(2))
  })

  it('wakes when the requested sleep is over', async () => {
    const state = counting((n) => (n === 1 ? 20 : LONG))
    loop!.start()
    await vi.waitFor(() => expect(state.cycles).toBe(2))
  })

  it('goes again at once when the cycle asks for no sleep (a full batch)', async () => {
    const state = counting((n) => (n < 5 ? 0 : LONG))
    loop!.start()
    await vi.waitFor(() => expect(state.cycles).toBe(5))
  })

  it('keeps a poke that arrives during a cycle: the next sleep returns at once', async () => {
    const state = { cycles: 0 }
    loop = new WakeLoop({
      cycle: async () => {
        if (++state.cycles === 1) loop!.poke() // e.g. a NOTIFY while the batch was being read
        return LONG
      },
      onError: () => LONG,
    })
    loop.start()
    await vi.waitFor(() => expect(state.cycles).toBe(2))
  })

  it('hands a failed cycle to onError and waits as long as it says', async () => {
    const failure = new Error('connection reset')
    const seen: unknown[] = []
    const state = { cycles: 0 }
    loop = new WakeLoop({
      cycle: async () => {
        if (++state.cycles === 1) throw failure
        return LONG
      },
      onError: (error) => {
        seen.push(error)
        return 20
      },
    })
    loop.start()
    await vi.waitFor(() => expect(state.cycles).toBe(2))
    expect(seen).toEqual([failure])
  })

  it('stop() wakes a sleeping loop, waits for it, and no cycle follows', async () => {
    const state = counting(() => LONG)
    loop!.start()
    await vi.waitFor(() => expect(state.cycles).toBe(1))
    await loop!.stop()
    loop!.poke()
    expect(state.cycles).toBe(1)
  })

  it('reports stopping to the cycle in progress, so a long pass can end early', async () => {
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const seen: boolean[] = []
    loop = new WakeLoop({
      cycle: async () => {
        seen.push(loop!.stopping)
        await gate
        seen.push(loop!.stopping)
        return LONG
      },
      onError: () => LONG,
    })
    loop.start()
    await vi.waitFor(() => expect(seen).toEqual([false]))
    const stopped = loop.stop()
    release()
    await stopped
    expect(seen).toEqual([false, true])
    expect(loop.stopping).toBe(false)
  })
})

import { performance } from 'node:perf_hooks'

/**
 * Wall time spent per stage of the event path (relay read, send, mark; consumer validate,
 * apply, push), summed in this process. Two clock reads per batch, so it is always on; the
 * events benchmark prints it to tell where a batch's time goes when a CPU profile shows idle.
 */
interface StageTotal {
  ms: number
  calls: number
  events: number
}

const totals = new Map<string, StageTotal>()

export async function timed<T>(stage: string, events: number, work: () => Promise<T>): Promise<T> {
  const start = performance.now()
  try {
    return await work()
  } finally {
    const total = totals.get(stage) ?? { ms: 0, calls: 0, events: 0 }
    total.ms += performance.now() - start
    total.calls += 1
    total.events += events
    totals.set(stage, total)
  }
}

/** Totals since the last reset, rounded for printing. */
export function stageTimings() {
  return Object.fromEntries(
    [...totals].map(([stage, t]) => [
      stage,
      { ms: Math.round(t.ms), calls: t.calls, events: t.events, msPerCall: +(t.ms / t.calls).toFixed(2) },
    ])
  )
}

export function resetStageTimings() {
  totals.clear()
}

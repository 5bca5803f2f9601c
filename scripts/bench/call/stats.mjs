import os from 'node:os'

/** The p-th percentile (0–100) of `values`, nearest rank; NaN when empty. */
export function percentile(values, p) {
  if (!values.length) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}

export const fixed = (v, digits = 0) => (Number.isFinite(v) ? v.toFixed(digits) : 'n/a')

export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')

/** Runs `task(item)` over `items`, `parallel` at a time; resolves with the settled results in order. */
export async function pool(items, parallel, task) {
  const results = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const i = next++
      try {
        results[i] = { ok: true, value: await task(items[i], i) }
      } catch (error) {
        results[i] = { ok: false, error }
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker))
  return results
}

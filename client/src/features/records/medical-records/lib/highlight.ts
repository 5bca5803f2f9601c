/** docs/product.md#provider-medical-records: a patient card opened by ?patientId= is highlighted for 2 seconds. */
export const HIGHLIGHT_MS = 2_000

type Timers = {
  setTimeout: (callback: () => void, ms: number) => unknown
  clearTimeout: (handle: unknown) => void
}

const realTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
}

/**
 * Highlights one id at a time for `ms`; a new highlight restarts the clock, `dispose` stops it.
 * Timer functions are injected so the timing is unit-tested without a DOM.
 */
export function createHighlighter(onChange: (id: string | null) => void, ms = HIGHLIGHT_MS, timers: Timers = realTimers) {
  let handle: unknown = null
  return {
    start(id: string) {
      if (handle !== null) timers.clearTimeout(handle)
      onChange(id)
      handle = timers.setTimeout(() => {
        handle = null
        onChange(null)
      }, ms)
    },
    dispose() {
      if (handle !== null) timers.clearTimeout(handle)
      handle = null
    },
  }
}

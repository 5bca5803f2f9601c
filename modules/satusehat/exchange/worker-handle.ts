import type { ExchangeWorker } from './worker.js'

let current: ExchangeWorker | undefined

/** The worker of this process (undefined in ace commands), set by the module's start/stop. */
export function setExchangeWorker(worker: ExchangeWorker | undefined) {
  current = worker
}

export function exchangeWorker() {
  return current
}

export function pokeExchangeWorker() {
  current?.poke()
}

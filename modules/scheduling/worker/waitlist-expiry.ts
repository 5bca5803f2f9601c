import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { WaitlistExpiryWorker } from './waitlist-expiry-worker.js'

let worker: WaitlistExpiryWorker | undefined

/** Started with the module (web server and tests, never ace commands). */
export async function startWaitlistExpiry() {
  worker = new WaitlistExpiryWorker({ db, logger })
  worker.start()
}

export async function stopWaitlistExpiry() {
  const running = worker
  worker = undefined
  await running?.stop()
}

export const pokeWaitlistExpiry = () => worker?.poke()

/** The worker of this process (undefined outside the web server and tests). */
export const waitlistExpiryWorker = () => worker

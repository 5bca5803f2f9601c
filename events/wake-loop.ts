/**
 * A background loop that runs `cycle` again and again, sleeping in between for as long as the
 * cycle asks, unless `poke()` wakes it first (a LISTEN/NOTIFY or an in-process hint that there is
 * work). Used by the outbox relay and the notification module's reminder worker.
 *
 * A poke that arrives while a cycle runs is not lost: the following sleep returns at once.
 */
export interface WakeLoopOptions {
  /** One pass of work; resolves to how long to sleep before the next one (0: go again now). */
  cycle: () => Promise<number>
  /** Handles a failed cycle (log, reset connections); resolves to how long to wait before retrying. */
  onError: (error: unknown) => Promise<number> | number
}

export class WakeLoop {
  private running = false
  private pending = false
  private wake?: () => void
  private done?: Promise<void>

  constructor(private options: WakeLoopOptions) {}

  /** True between stop() and the end of the cycle in progress: long passes should end early. */
  get stopping(): boolean {
    return this.done !== undefined && !this.running
  }

  start() {
    if (this.running) return
    this.running = true
    this.done = this.run()
  }

  /** Ends the loop: wakes it if asleep and waits for the cycle in progress to finish. */
  async stop() {
    this.running = false
    this.poke()
    await this.done
    this.done = undefined
  }

  /** Wakes the loop now, or makes its next sleep return at once if it is busy. */
  poke() {
    this.pending = true
    this.wake?.()
  }

  private async run() {
    while (this.running) {
      this.pending = false
      let waitMs: number
      try {
        waitMs = await this.options.cycle()
      } catch (error) {
        waitMs = await this.options.onError(error)
      }
      if (waitMs > 0) await this.sleep(waitMs)
    }
  }

  private sleep(ms: number) {
    if (this.pending || !this.running) return Promise.resolve()
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer)
        this.wake = undefined
        resolve()
      }
      // setTimeout takes at most 2^31-1 ms; a longer delay would fire at once
      const timer = setTimeout(done, Math.min(ms, 2 ** 31 - 1))
      this.wake = done
    })
  }
}

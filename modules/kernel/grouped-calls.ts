/**
 * Group commit for any one-statement-for-many work: a call made while a batch runs waits and goes
 * with every call made meanwhile in the next batch (at most `maxBatch` each). So each call is served
 * by a run that began after it was made, alone a call waits for nothing more than its own run, and
 * under load one statement (one WAL flush, one round trip) serves many calls instead of one each.
 * `run` answers each item in order: its result, or an Error for that item alone; a throw fails the
 * whole batch.
 */
export function groupedCalls<A, R>(run: (items: A[]) => Promise<Array<R | Error>>, maxBatch: number): (item: A) => Promise<R> {
  const waiting: Array<{ item: A; done: (result: R | Error) => void }> = []
  let running = false

  async function runAll() {
    running = true
    try {
      while (waiting.length > 0) {
        const batch = waiting.splice(0, maxBatch)
        try {
          const results = await run(batch.map((w) => w.item))
          batch.forEach((w, i) => w.done(results[i] ?? new Error('no answer for this call')))
        } catch (error) {
          for (const w of batch) w.done(error instanceof Error ? error : new Error(String(error)))
        }
      }
    } finally {
      running = false
    }
  }

  return (item) =>
    new Promise<R>((resolve, reject) => {
      waiting.push({ item, done: (result) => (result instanceof Error ? reject(result) : resolve(result)) })
      if (!running) void runAll()
    })
}

import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Exit codes (docs/operations.md): 0 done (or counted, with --dry-run); 1 bad arguments;
 * 2 another process replays that consumer now; 3 the replay failed (it resumes at the next
 * events:replay or server start); 4 cancelled from the operations page.
 */
export const REPLAY_EXIT = { done: 0, badArguments: 1, busy: 2, failed: 3, cancelled: 4 } as const

export default class EventsReplay extends BaseCommand {
  static commandName = 'events:replay'
  static description = 'Rebuild read models from event_log while the app keeps serving (exit codes: docs/operations.md)'
  static options: CommandOptions = { startApp: true }

  @flags.string({ description: 'Consumer (projection) name, e.g. identity.admin-users' })
  declare projection?: string

  @flags.boolean({ description: 'Replay every projection' })
  declare all?: boolean

  @flags.string({ description: 'Start from this event_log position (default: rebuild from scratch)' })
  declare from?: string

  @flags.number({
    description: 'Events per page read from event_log (default 40000; about 1.5 GB peak at 1M events, less with smaller pages)',
  })
  declare batchSize?: number

  @flags.boolean({ description: 'Print where the time went (read, decode, apply per projection, indexes)' })
  declare timings?: boolean

  @flags.boolean({ description: 'Only count the events each projection would replay; change nothing' })
  declare dryRun?: boolean

  async run() {
    const { modules } = await import('#start/modules')
    const { ConsumerRuntime, modulesOf } = await import('#events/consumer-runtime')
    const { replayConsumers, countEvents, ReplayBusyError, ReplayCancelledError, ReplayFailedError } = await import('#events/replay')
    const { SingleBar, Presets } = (await import('cli-progress')).default
    const db = await this.app.container.make('lucid.db')
    const projections = modules.flatMap((m) => m.consumers).filter((c) => (c.readModels ?? []).length > 0)
    const chosen = this.all ? projections : projections.filter((c) => c.name === this.projection)
    if (chosen.length === 0) {
      this.logger.error(`Pilih --all atau --projection salah satu dari: ${projections.map((c) => c.name).join(', ')}`)
      this.exitCode = REPLAY_EXIT.badArguments
      return
    }
    if (this.from !== undefined && !/^\d+$/.test(this.from)) {
      this.logger.error('--from harus berupa angka posisi event_log')
      this.exitCode = REPLAY_EXIT.badArguments
      return
    }
    const after = this.from ? String(BigInt(this.from) > 0n ? BigInt(this.from) - 1n : 0n) : '0'
    if (this.dryRun) {
      const head = (await db.rawQuery('SELECT COALESCE(max(position), 0)::text AS h FROM event_log')).rows[0].h
      for (const consumer of chosen) {
        const n = await countEvents(db, modulesOf(consumer), after, head)
        this.logger.info(`${consumer.name}: ${n} events (posisi ${after}..${head}); dry run, nothing changed`)
      }
      return
    }
    const runtime = new ConsumerRuntime(db, this.logger as any)
    // a maintained progress bar (cli-progress); on a pipe it redraws nothing and prints the summary only
    const label = chosen.length === 1 ? chosen[0].name : `${chosen.length} proyeksi, satu pembacaan log`
    const bar = new SingleBar(
      {
        format: `${label} |{bar}| {percentage}% {value}/{total} events | {rate} events/s | ETA {eta_formatted}`,
        hideCursor: true,
        noTTYOutput: false,
      },
      Presets.shades_classic
    )
    // the bar counts every projection's events (one log event read by three projections counts three times)
    const progress = new Map<string, { processed: number; total: number }>()
    const started = Date.now()
    let barStarted = false
    const onProgress = (p: { consumer: string; processed: number; total: number }) => {
      progress.set(p.consumer, p)
      const sum = (key: 'processed' | 'total') => [...progress.values()].reduce((n, q) => n + q[key], 0)
      const rate = Math.round(sum('processed') / Math.max(0.001, (Date.now() - started) / 1000))
      if (!barStarted) bar.start(sum('total'), 0, { rate })
      barStarted = true
      bar.setTotal(Math.max(sum('total'), sum('processed')))
      bar.update(sum('processed'), { rate })
    }
    const summarise = (results: Array<{ consumer: string; processed: number; seconds: number }>) => {
      for (const result of results) {
        const rate = Math.round(result.processed / Math.max(result.seconds, 0.001))
        this.logger.success(`${result.consumer}: ${result.processed} events in ${result.seconds.toFixed(2)} s (${rate} events/s)`)
      }
    }
    try {
      const results = await replayConsumers(db, runtime, chosen, { fromPosition: this.from, batchSize: this.batchSize, onProgress })
      if (barStarted) bar.stop()
      summarise(results)
      if (chosen.length > 1) this.logger.success(`semua proyeksi dibangun ulang dalam ${((Date.now() - started) / 1000).toFixed(2)} s`)
      if (this.timings) {
        const { stageTimings } = await import('#events/stage-timing')
        for (const [stage, t] of Object.entries(stageTimings()))
          this.logger.info(`${stage}: ${t.ms} ms, ${t.calls} calls, ${t.events} events`)
      }
    } catch (error) {
      if (barStarted) bar.stop()
      if (error instanceof ReplayFailedError) {
        summarise(error.results)
        for (const failure of error.failures)
          this.logger.error(
            `${failure.consumer}: ${(failure.error as Error)?.message ?? String(failure.error)} (dikembalikan: tabel live dipertahankan)`
          )
      } else this.logger.error((error as Error).message)
      this.exitCode =
        error instanceof ReplayBusyError
          ? REPLAY_EXIT.busy
          : error instanceof ReplayCancelledError
            ? REPLAY_EXIT.cancelled
            : REPLAY_EXIT.failed
    }
  }
}

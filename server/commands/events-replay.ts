import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

export default class EventsReplay extends BaseCommand {
  static commandName = 'events:replay'
  static description = 'Rebuild read models from event_log while the app keeps serving'
  static options: CommandOptions = { startApp: true }

  @flags.string({ description: 'Consumer (projection) name, e.g. identity.admin-users' })
  declare projection?: string

  @flags.boolean({ description: 'Replay every projection' })
  declare all?: boolean

  @flags.string({ description: 'Start from this event_log position (default: rebuild from scratch)' })
  declare from?: string

  @flags.number({ description: 'Events per page read from event_log (default 10000)' })
  declare batchSize?: number

  async run() {
    const { modules } = await import('#start/modules')
    const { ConsumerRuntime } = await import('#events/consumer-runtime')
    const { replayConsumer, ReplayBusyError } = await import('#events/replay')
    const db = await this.app.container.make('lucid.db')
    const projections = modules.flatMap((m) => m.consumers).filter((c) => (c.readModels ?? []).length > 0)
    const chosen = this.all ? projections : projections.filter((c) => c.name === this.projection)
    if (chosen.length === 0) {
      this.logger.error(`Pilih --all atau --projection salah satu dari: ${projections.map((c) => c.name).join(', ')}`)
      this.exitCode = 1
      return
    }
    if (this.from !== undefined && !/^\d+$/.test(this.from)) {
      this.logger.error('--from harus berupa angka posisi event_log')
      this.exitCode = 1
      return
    }
    const runtime = new ConsumerRuntime(db, this.logger as any)
    // Exit codes: 0 done, 1 bad arguments, 2 another process replays it, 3 the replay failed
    // (it is resumed by the next events:replay or the next server start).
    for (const consumer of chosen) {
      try {
        const result = await replayConsumer(db, runtime, consumer, {
          fromPosition: this.from,
          batchSize: this.batchSize,
          onProgress: (p) =>
            this.logger.info(`${p.consumer}: ${p.processed} events, posisi ${p.lastPosition}, ${p.eventsPerSecond} events/s`),
        })
        const rate = Math.round(result.processed / Math.max(result.seconds, 0.001))
        this.logger.success(`${consumer.name}: ${result.processed} events in ${result.seconds.toFixed(2)} s (${rate} events/s)`)
      } catch (error) {
        this.logger.error(`${consumer.name}: ${(error as Error).message}`)
        this.exitCode = error instanceof ReplayBusyError ? 2 : 3
        return
      }
    }
  }
}

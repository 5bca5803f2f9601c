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

  async run() {
    const { modules } = await import('#start/modules')
    const { ConsumerRuntime } = await import('#events/consumer-runtime')
    const { replayConsumer } = await import('#events/replay')
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
    for (const consumer of chosen) {
      const result = await replayConsumer(db, runtime, consumer, {
        fromPosition: this.from,
        onProgress: (p) => this.logger.info(`${p.consumer}: ${p.processed} events, posisi ${p.lastPosition}, ${p.eventsPerSecond} events/s`),
      })
      this.logger.success(`${consumer.name}: ${result.processed} events in ${result.seconds.toFixed(2)} s`)
    }
  }
}

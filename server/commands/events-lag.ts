import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Per consumer: state, position, lag in events and seconds, rate, open dead letters; and the outbox.
 * Exit codes: 0 every consumer live and within --max-lag; 5 some consumer is failing, paused or
 * behind (for cron and monitoring checks).
 */
export default class EventsLag extends BaseCommand {
  static commandName = 'events:lag'
  static description = 'Consumer lag, state and dead letters, and the outbox (exit 5 when something needs an operator)'
  static options: CommandOptions = { startApp: true }

  @flags.boolean({ description: 'Print JSON instead of a table' })
  declare json?: boolean

  @flags.number({ description: 'Lag (events) above which exit code 5 is given (default 1000)' })
  declare maxLag?: number

  async run() {
    const { modules } = await import('#start/modules')
    const { consumerStatuses, outboxStatus } = await import('#modules/operations/index')
    const db = await this.app.container.make('lucid.db')
    const consumers = modules.flatMap((m) => m.consumers)
    const statuses = await consumerStatuses(db.connection(), consumers)
    const outbox = await outboxStatus(db.connection())
    if (this.json) {
      this.logger.log(JSON.stringify({ consumers: statuses, outbox }, null, 2))
    } else {
      const table = this.ui.table()
      table.head(['Consumer', 'State', 'Position', 'Lag', 'Lag (s)', 'Rate/s', 'Dead letters'])
      for (const s of statuses) {
        table.row([
          s.consumer,
          s.state,
          s.lastPosition,
          String(s.lag),
          String(s.lagSeconds),
          String(s.rate),
          String(s.openDeadLetters),
        ])
      }
      table.render()
      this.logger.info(`outbox: ${outbox.unpublished} belum terkirim, tertua ${outbox.oldestAgeSeconds ?? 0} s`)
    }
    const maxLag = this.maxLag ?? 1000
    if (statuses.some((s) => s.state !== 'live' || s.lag > maxLag)) this.exitCode = 5
  }
}

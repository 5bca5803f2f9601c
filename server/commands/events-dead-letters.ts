import { BaseCommand, args, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * `events:dead-letters list|retry|discard` — the operations page's dead letters from a terminal.
 * Exit codes: 0 done; 1 bad arguments; 6 not found or already resolved; 7 the consumer refused
 * the event again (retry) — see docs/operations.md.
 */
export default class EventsDeadLetters extends BaseCommand {
  static commandName = 'events:dead-letters'
  static description = 'List, retry or discard dead letters (list | retry <id> | discard <id> --reason "...")'
  static options: CommandOptions = { startApp: true }

  @args.string({ description: 'list | retry | discard' })
  declare action: string

  @args.string({ description: 'Dead letter id (retry, discard)', required: false })
  declare id?: string

  @flags.string({ description: 'Only this consumer (list; retry --all)' })
  declare consumer?: string

  @flags.string({ description: 'open (default), retried, discarded or all' })
  declare status?: string

  @flags.boolean({ description: 'retry: every open dead letter of --consumer' })
  declare all?: boolean

  @flags.string({ description: 'discard: why (kept and audited)' })
  declare reason?: string

  async run() {
    const { modules } = await import('#start/modules')
    const { ConsumerRuntime } = await import('#events/consumer-runtime')
    const ops = await import('#modules/operations/index')
    const { DomainError } = await import('#modules/kernel/index')
    const db = await this.app.container.make('lucid.db')
    const consumers = modules.flatMap((m) => m.consumers)
    const ctx = { actor: null, correlationId: `ace:events:dead-letters:${Date.now()}` }
    const deps = { db, runtime: new ConsumerRuntime(db, this.logger as any), consumers }
    try {
      if (this.action === 'list') {
        const status = (this.status ?? 'open') as 'open' | 'retried' | 'discarded' | 'all'
        if (!['open', 'retried', 'discarded', 'all'].includes(status)) return this.fail('--status: open, retried, discarded atau all')
        const page = await ops.listDeadLetters(db.connection(), { consumer: this.consumer, status }, { limit: 100, cursor: undefined })
        const table = this.ui.table()
        table.head(['Id', 'Consumer', 'Type', 'Status', 'Attempts', 'Created', 'Error'])
        for (const d of page.items)
          table.row([d.id, d.consumer, d.eventType ?? '-', d.status, String(d.attempts), d.createdAt, d.error.slice(0, 80)])
        table.render()
        return
      }
      if (this.action === 'retry' && this.all) {
        if (!this.consumer) return this.fail('retry --all membutuhkan --consumer')
        const result = await ops.retryAllDeadLetters(deps, this.consumer, ctx)
        this.logger.success(`${result.retried} dicoba ulang, ${result.failed} ditolak lagi`)
        if (result.failed > 0) this.exitCode = 7
        return
      }
      if (!this.id) return this.fail('sebutkan id dead letter')
      if (this.action === 'retry') {
        await ops.retryDeadLetter(deps, this.id, ctx)
        this.logger.success(`dead letter ${this.id} diterapkan ulang`)
      } else if (this.action === 'discard') {
        const reason = this.reason?.trim() ?? ''
        if (reason.length < 3) return this.fail('--reason wajib (minimal 3 karakter)')
        await ops.discardDeadLetter(db, this.id, reason, ctx)
        this.logger.success(`dead letter ${this.id} dibuang`)
      } else {
        return this.fail('aksi: list, retry atau discard')
      }
    } catch (error) {
      if (!(error instanceof DomainError)) throw error
      this.logger.error(`${error.message}${error.params?.error ? `: ${error.params.error}` : ''}`)
      this.exitCode = error.message === 'operations.retry_failed' ? 7 : 6
    }
  }

  private fail(message: string) {
    this.logger.error(message)
    this.exitCode = 1
  }
}

import { setBoundPort } from '#modules/kernel/index'
import type { ApplicationService } from '@adonisjs/core/types'
import env from '#start/env'
import { ConsumerRuntime } from '#events/consumer-runtime'
import { OutboxRelay } from '#events/relay'
import { OUTBOX_CHANNEL, outboxWake } from '#events/outbox'
import { CoalescedWake } from '#events/outbox-wake'
import { registerReadModelConsumers } from '#events/read-your-writes'
import { InProcessTransport } from '#events/transports/in-process'
import type { Transport } from '#events/event-bus'
import type { Consumer } from '#events/consumer'

export interface EventSystem {
  runtime: ConsumerRuntime
  relay: OutboxRelay
  transport: Transport
  consumers: Consumer[]
}

declare module '@adonisjs/core/types' {
  interface ContainerBindings {
    'telerawat.events': EventSystem
  }
}

/**
 * Wires the event backbone: consumers of every module, the transport chosen by settings,
 * and the outbox relay. Runs in the web server and in tests, not in ace commands.
 */
export default class EventsProvider {
  private system?: EventSystem

  constructor(protected app: ApplicationService) {}

  async ready() {
    if (this.app.getEnvironment() === 'console' || this.app.getEnvironment() === 'repl') return
    const { modules } = await import('#start/modules')
    const { realtimeGateway } = await import('#server/realtime/gateway')
    const db = await this.app.container.make('lucid.db')
    const logger = await this.app.container.make('logger')

    // Sockets first: HTTP already listens, and joining Kafka consumer groups takes seconds.
    // before the first socket can connect: every socket gets the modules' handlers
    for (const module of modules) if (module.attachSocket) realtimeGateway.addSocketHandler(module.attachSocket)
    const nodeServer = (await this.app.container.make('server')).getNodeServer()
    if (nodeServer) await realtimeGateway.attach(nodeServer, env.get('REDIS_URL'))
    const address = nodeServer?.address()
    // links that leave the app name the bound port (PORT=0 in tests binds a free one)
    if (address && typeof address === 'object') setBoundPort(address.port)
    for (const guard of modules.flatMap((m) => m.roomGuards ?? [])) realtimeGateway.addRoomGuard(guard)
    realtimeGateway.usePushes(modules.flatMap((m) => (m.pushes ? [m.pushes] : [])))
    for (const module of modules) module.attachPushes?.((push) => realtimeGateway.emit(push))
    for (const module of modules) module.attachPresence?.((userId) => realtimeGateway.isOnline(userId))
    const consumers = [...modules.flatMap((m) => m.consumers), realtimeGateway.consumer]
    registerReadModelConsumers(consumers)
    const runtime = new ConsumerRuntime(db, logger)
    const transport = await this.createTransport()
    runtime.setTransportName(transport.name)
    await transport.start(consumers.map((c) => runtime.delivery(c)))
    const relay = new OutboxRelay(transport, logger, { connectionString: env.get('DATABASE_URL') })
    await relay.start()
    // Commands commit without a NOTIFY (events/outbox-wake.ts): this node's relay is poked at
    // once, the other nodes' by one NOTIFY per burst. Its commit writes nothing worth a WAL
    // flush, so it does not wait for one.
    const wake = new CoalescedWake(() =>
      db.connection().rawQuery(`SELECT set_config('synchronous_commit', 'off', true), pg_notify(?, '')`, [OUTBOX_CHANNEL])
    )
    outboxWake.afterCommit = () => {
      relay.poke()
      wake.request()
    }
    this.system = { runtime, relay, transport, consumers }
    // Bound only once started: a container singleton that threw while Kafka groups were still
    // joining would keep that error for good (the container caches a singleton's failure).
    this.app.container.bindValue('telerawat.events', this.system)
    // A replay killed mid-run (SIGKILL, lost node) left its consumer paused: finish it now.
    const { recoverInterruptedReplays } = await import('#events/replay')
    this.recovery = recoverInterruptedReplays(db, runtime, consumers, (name) =>
      logger.info(`replay ${name} dilanjutkan dan selesai`)
    ).catch((err) => logger.error({ err }, 'interrupted replay could not be finished'))
    // A replay whose process dies while this node serves is rolled back here within seconds
    // (its owner lock is free), so live delivery never waits for a restart.
    const watchdogMs = env.get('REPLAY_WATCHDOG_MS', 5000)
    if (watchdogMs > 0) {
      const { watchDeadReplays } = await import('#events/replay-watchdog')
      this.stopWatchdog = watchDeadReplays(db, runtime, consumers, {
        intervalMs: watchdogMs,
        onAbandoned: (name) => logger.warn(`replay ${name} ditinggalkan prosesnya yang mati; dibatalkan, pengiriman live dilanjutkan`),
        onError: (err) => logger.error({ err }, 'dead replay could not be rolled back'),
      })
    }
    // Module background work (e.g. the reminder worker); stopped before providers shut down.
    for (const module of modules) await module.start?.()
    // Everything that uses the database stops in `terminating`, before the database provider
    // closes its pool: a delivery still running then would wait for a connection that never comes.
    this.app.terminating(() => this.stopAll(modules))
    logger.info(`event transport: ${transport.name}`)
  }

  private async createTransport(): Promise<Transport> {
    const brokers = env.get('KAFKA_BROKERS')
    if (!brokers) return new InProcessTransport()
    const { KafkaTransport } = await import('#events/transports/kafka')
    return new KafkaTransport({
      brokers: brokers.split(','),
      partitions: env.get('KAFKA_PARTITIONS', 3),
      clientId: env.get('EVENT_NODE_ID', 'telerawat'),
      logger: await this.app.container.make('logger'),
    })
  }

  private stopped?: Promise<void>
  private recovery?: Promise<void>
  private stopWatchdog?: () => Promise<void>

  private stopAll(modules: Array<{ stop?: () => Promise<void> | void }> = []) {
    this.stopped ??= (async () => {
      for (const module of modules) await module.stop?.()
      await this.stopWatchdog?.()
      await this.recovery
      outboxWake.afterCommit = undefined
      await this.system?.relay.stop()
      await this.system?.transport.stop()
      const { realtimeGateway } = await import('#server/realtime/gateway')
      await realtimeGateway.close()
    })()
    return this.stopped
  }

  async shutdown() {
    await this.stopAll()
  }
}

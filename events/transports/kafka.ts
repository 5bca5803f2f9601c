import { Kafka, logLevel, type Consumer as KafkaConsumer, type Producer } from 'kafkajs'
import type { Logger } from '@adonisjs/core/logger'
import type { ConsumerDelivery, OutgoingEnvelope, TraceCarrier, Transport } from '../event-bus.js'
import { modulesWithEvents, topicFor } from '../catalogue.js'
import { OffsetCommits } from './offset-commits.js'
import { mergedDeliveries } from './merged-deliveries.js'

/** How often a group commits its applied offsets at most (offset-commits.ts). */
const OFFSET_COMMIT_INTERVAL_MS = 1_000

export interface KafkaTransportOptions {
  brokers: string[]
  partitions: number
  clientId: string
  logger: Logger
}

/**
 * One topic per module (telerawat.<module>.v1), created explicitly; key = aggregate id so an
 * aggregate's events stay ordered; one consumer group per consumer; offsets are committed only
 * after the consumer's transaction committed (delivery returns after commit), at most once a second.
 */
export class KafkaTransport implements Transport {
  readonly name = 'kafka'
  private kafka: Kafka
  private producer?: Producer
  private consumers: Array<{ consumer: KafkaConsumer; commits: OffsetCommits }> = []
  /** Producer connected, and no consumer crashed for good (kafkajs gave up restarting it). */
  private producerUp = false
  private consumerCrashed = false

  constructor(private options: KafkaTransportOptions) {
    this.kafka = new Kafka({
      clientId: options.clientId,
      brokers: options.brokers,
      logLevel: logLevel.NOTHING,
      retry: { initialRetryTime: 200, retries: 8 },
    })
  }

  async start(deliveries: ConsumerDelivery[]) {
    await this.ensureTopics()
    this.producer = this.kafka.producer({ idempotent: true, maxInFlightRequests: 1, allowAutoTopicCreation: false })
    this.producer.on(this.producer.events.CONNECT, () => (this.producerUp = true))
    this.producer.on(this.producer.events.DISCONNECT, () => (this.producerUp = false))
    await this.producer.connect()
    // Groups join in parallel: after a node died, each join waits for the dead member's session to expire.
    await Promise.all(deliveries.filter((d) => d.modules.length > 0).map((delivery) => this.startConsumer(delivery)))
  }

  private async startConsumer(delivery: ConsumerDelivery) {
    const consumer = this.kafka.consumer({
      groupId: `telerawat.${delivery.name}`,
      allowAutoTopicCreation: false,
      // A crashed node's partitions move on after ~10 s instead of 30 s; a rebalance waits 15 s at most.
      sessionTimeout: 10_000,
      rebalanceTimeout: 15_000,
      heartbeatInterval: 3_000,
    })
    consumer.on(consumer.events.CRASH, ({ payload }) => {
      if (!payload.restart) this.consumerCrashed = true
    })
    const commits = new OffsetCommits((offsets) => consumer.commitOffsets(offsets), OFFSET_COMMIT_INTERVAL_MS)
    // a new assignment starts from the committed offsets: what was pending is redelivered and skipped as seen
    consumer.on(consumer.events.GROUP_JOIN, () => commits.discard())
    await consumer.connect()
    const topics = delivery.modules.map(topicFor)
    await consumer.subscribe({ topics, fromBeginning: true })
    const deliverMerged = mergedDeliveries((events, traces) => delivery.deliverBatch(events, traces))
    await consumer.run({
      autoCommit: false,
      // every partition's batch of a fetch at once, merged into one delivery (merged-deliveries.ts)
      partitionsConsumedConcurrently: topics.length * this.options.partitions,
      eachBatchAutoResolve: false,
      eachBatch: async ({ batch, heartbeat, isRunning, isStale, resolveOffset }) => {
        const { topic, partition } = batch
        for (let i = 0; i < batch.messages.length && isRunning() && !isStale(); i += 2000) {
          const slice = batch.messages.slice(i, i + 2000)
          const present = slice.filter((m) => m.value)
          await deliverMerged(
            present.map((m) => JSON.parse(m.value!.toString())),
            present.map((m) => traceFromHeaders(m.headers))
          )
          const lastOffset = slice[slice.length - 1].offset
          resolveOffset(lastOffset) // without it the consumer fetches the same messages again
          await commits.applied(topic, partition, lastOffset)
          await heartbeat()
        }
      },
    })
    this.consumers.push({ consumer, commits })
  }

  private async ensureTopics() {
    const admin = this.kafka.admin()
    await admin.connect()
    try {
      const existing = new Set(await admin.listTopics())
      const missing = modulesWithEvents()
        .map(topicFor)
        .filter((t) => !existing.has(t))
      if (missing.length > 0) {
        await admin.createTopics({
          waitForLeaders: true,
          topics: missing.map((topic) => ({ topic, numPartitions: this.options.partitions, replicationFactor: 1 })),
        })
      }
    } finally {
      await admin.disconnect()
    }
  }

  async publish(envelopes: OutgoingEnvelope[]) {
    const byTopic = new Map<string, Array<{ key: string; value: string; headers?: Record<string, string> }>>()
    for (const { module, trace, ...envelope } of envelopes) {
      const topic = topicFor(module)
      if (!byTopic.has(topic)) byTopic.set(topic, [])
      // W3C trace context in the message headers (the producer span's), as OpenTelemetry's Kafka conventions do
      const headers = trace
        ? { traceparent: trace.traceparent, ...(trace.tracestate ? { tracestate: trace.tracestate } : {}) }
        : undefined
      byTopic.get(topic)!.push({ key: envelope.aggregateId, value: JSON.stringify(envelope), ...(headers ? { headers } : {}) })
    }
    await this.producer!.sendBatch({
      acks: -1,
      topicMessages: [...byTopic].map(([topic, messages]) => ({ topic, messages })),
    })
  }

  isConnected() {
    return this.producerUp && !this.consumerCrashed
  }

  async stop() {
    await Promise.allSettled(this.consumers.map(({ commits }) => commits.flush()))
    await Promise.allSettled(this.consumers.map(({ consumer }) => consumer.disconnect()))
    for (const { commits } of this.consumers) commits.discard() // a batch that ended meanwhile commits nothing more
    await this.producer?.disconnect().catch(() => {})
    this.consumers = []
  }
}

/** The W3C trace context a message carries in its headers, if any. */
export function traceFromHeaders(
  headers: Record<string, Buffer | string | (Buffer | string)[] | undefined> | undefined
): TraceCarrier | undefined {
  const one = (v: Buffer | string | (Buffer | string)[] | undefined) => (Array.isArray(v) ? v[0] : v)?.toString()
  const traceparent = one(headers?.traceparent)
  return traceparent ? { traceparent, tracestate: one(headers?.tracestate) } : undefined
}

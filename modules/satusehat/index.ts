import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import type { ModuleDefinition } from '#modules/kernel/index'
import { satusehatRoutes } from './http/routes.js'
import { satusehatMessages } from './messages.js'
import { fhirExchangeConsumer } from './consumers/fhir-exchange.js'
import { ExchangeWorker } from './exchange/worker.js'
import { OAuthClient } from './exchange/oauth-client.js'
import { doorPorts } from './exchange/doors.js'
import { exchangeWorker, pokeExchangeWorker, setExchangeWorker } from './exchange/worker-handle.js'
import { workerOptions, configureSatusehatSettings } from './settings.js'
import type { ExchangePorts } from './exchange/ports.js'

/**
 * SATUSEHAT: sends each finalised record's FHIR R4 Bundle to the national platform (or any FHIR
 * R4 server) with OAuth2 client credentials; the queue, its statuses and retries
 * (docs/satusehat.md#pertukaran-data--exchange).
 */
export const satusehatModule: ModuleDefinition = {
  name: 'satusehat',
  configure: configureSatusehatSettings,
  http: satusehatRoutes,
  messages: satusehatMessages,
  consumers: [fhirExchangeConsumer(pokeExchangeWorker)],
  async start() {
    const options = workerOptions()
    const worker = new ExchangeWorker({ db, logger, oauth: new OAuthClient(options.httpTimeoutMs), ports: doorPorts }, options)
    setExchangeWorker(worker)
    worker.start()
  },
  async stop() {
    const running = exchangeWorker()
    setExchangeWorker(undefined)
    await running?.stop()
  },
}

/** The exchange worker of this process (tests drain it; undefined in ace commands). */
export { exchangeWorker, pokeExchangeWorker }
export { ExchangeWorker, OAuthClient, doorPorts }
export type { ExchangePorts }
export { EXCHANGE_CONSUMER } from './exchange/names.js'
export { exchangeConfig, workerOptions } from './settings.js'
export type { ExchangeStatus, ExchangeStatusDto, ExchangeQueueItemDto, ExchangeSummaryDto } from './contracts/exchange-status.js'

/**
 * Writes the clinic-scale data set into DATABASE_URL with set-based SQL (see README.md).
 * Run through `npm run seed:load` (which starts PostgreSQL, migrates and replays), not directly.
 * Exit codes: 0 seeded (or already seeded), 2 refused (the database holds other data; use --reset).
 */
import pg from 'pg'
import { Scrypt } from '@adonisjs/hash/drivers/scrypt'
import { ADMIN_EMAIL, BUSY_PROVIDER_EMAIL, PASSWORD, PLAN, STAGE, patientEmail } from './plan.js'
import { peopleSql, registrationEventsSql } from './people.js'
import { appointmentEventsSql, appointmentsSql } from './appointments.js'
import { recordsSql } from './records.js'
import { quizFillerSql } from './quiz-filler.js'
import { appendStagedEventsSql, stageEventsSql, validateSample } from './event-log.js'
import { resetDatabase, seedState, writeMarker } from './state.js'

const reset = process.argv.includes('--reset')
const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
await client.connect()

const state = await seedState(client)
if (state === 'seeded' && !reset) {
  console.log('[seed:load] data set already present (seed_load.info); --reset rebuilds it')
  await client.end()
  process.exit(0)
}
if (state === 'other-data' && !reset) {
  console.error('[seed:load] the database already holds data that is not this data set; refusing (pass --reset to wipe it)')
  await client.end()
  process.exit(2)
}
if (state === 'outdated') console.log('[seed:load] the data set there is an older version of this one; rebuilding it')
if (state !== 'empty') await resetDatabase(client)

const started = Date.now()
async function step(name: string, sql: string) {
  const t0 = Date.now()
  await client.query(sql)
  console.log(`[seed:load] ${name.padEnd(28)} ${((Date.now() - t0) / 1000).toFixed(1)} s`)
}

// Same driver and parameters as server/config/hash.ts; one hash shared by every account.
const scrypt = new Scrypt({ cost: 16384, blockSize: 8, parallelization: 1, maxMemory: 33554432 })
const passwordHash = await scrypt.make(PASSWORD)

await client.query(`SET synchronous_commit = off; SET work_mem = '256MB'; SET maintenance_work_mem = '512MB'`)
await step('staging schema', `DROP SCHEMA IF EXISTS ${STAGE} CASCADE; CREATE SCHEMA ${STAGE}; ${stageEventsSql}`)
await client.query('BEGIN')
await step('accounts and profiles', peopleSql(passwordHash))
await step('UserRegistered events', registrationEventsSql())
await step('appointments', appointmentsSql())
await step('appointment events', appointmentEventsSql())
await step('medical records', recordsSql())
const { rows } = await client.query(`SELECT count(*)::int AS n FROM ${STAGE}.events`)
await step(`quiz filler (${PLAN.totalEvents - rows[0].n})`, quizFillerSql(PLAN.totalEvents - rows[0].n))
await step(`event_log (${PLAN.totalEvents}, in time order)`, appendStagedEventsSql())
await client.query('COMMIT')

const sample = await validateSample((sql) => client.query(sql))
console.log(`[seed:load] payloads valid (zod catalogue), sampled: ${[...sample].map(([t, n]) => `${t} ${n}`).join(', ')}`)
await step('analyze', `DROP SCHEMA ${STAGE} CASCADE; ANALYZE`)
await writeMarker(client)

const summary = await client.query(
  `SELECT
  (SELECT count(*) FROM event_log)::int AS events, (SELECT count(*) FROM appointments)::int AS appointments,
  (SELECT count(*) FROM appointments a JOIN users u ON u.id = a.provider_user_id WHERE u.email = $1)::int AS busy,
  (SELECT count(*) FROM medical_records)::int AS records`,
  [BUSY_PROVIDER_EMAIL]
)
const s = summary.rows[0]
console.log(
  `[seed:load] done in ${((Date.now() - started) / 1000).toFixed(0)} s: ${s.events} events, ${s.appointments} appointments (${s.busy} for the busy provider), ${s.records} medical records`
)
console.log(
  `[seed:load] busy provider ${BUSY_PROVIDER_EMAIL} / ${PASSWORD}; admin ${ADMIN_EMAIL}; patients ${patientEmail(0)}…${patientEmail(PLAN.patients - 1)} (same password)`
)
await client.end()

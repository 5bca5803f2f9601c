import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Socket } from 'socket.io-client'
import { bootApp, resetDatabase } from '../../../server/tests/helpers/app.mjs'
import { Client, eventually, patientPayload, providerPayload } from '../../../server/tests/helpers/http-client.js'
import { missingService } from '../../../server/tests/helpers/services.mjs'
import { connectSocket } from '../../../server/tests/helpers/socket.js'
import { startServerProcess, type ServerProcess } from '../../../server/tests/helpers/server-process.js'
import { book, register, type Account } from '../../records/tests/fixtures.js'
import { conversationOf } from './support.js'

/**
 * A message reaches the other side's socket wherever it is (issue 22): on another node through the
 * Redis adapter (two server processes sharing PostgreSQL and Redis; through Kafka too when
 * KAFKA_BROKERS is set), and through the Kafka transport on one node.
 */
const sockets: Socket[] = []
afterAll(() => {
  for (const socket of sockets) socket.close()
})

async function heardOn(url: string, account: Account) {
  const socket = await connectSocket(url, account.client.cookieHeader)
  sockets.push(socket)
  const heard: Array<{ event: string; data: any }> = []
  socket.onAny((event, data) => heard.push({ event, data }))
  return heard
}

/** The same account signed in on another node (sessions live in the shared database). */
async function signedInOn(url: string, account: Account, password = 'rahasia123'): Promise<Account> {
  const client = new Client(url)
  const res = await client.post('/api/login', { email: account.user.email, password })
  expect(res.status, res.text).toBe(200)
  return { ...account, client }
}

async function exchange(
  patient: Account,
  provider: Account,
  providerHeard: Array<{ event: string; data: any }>,
  patientHeard: Array<{ event: string; data: any }>
) {
  const id = await conversationOf(patient, provider)
  const question = await patient.client.post(`/api/conversations/${id}/messages`, { text: 'Luka saya merah lagi' })
  expect(question.status, question.text).toBe(201)
  await eventually(() => providerHeard.some((h) => h.event === 'message.created' && h.data.messageId === question.body.id), 20_000)
  const read = await provider.client.post(`/api/conversations/${id}/read`, { upTo: question.body.id })
  expect(read.status, read.text).toBe(200)
  await eventually(() => patientHeard.some((h) => h.event === 'message.read' && h.data.readerUserId === provider.user.id), 20_000)
  const typing = await provider.client.post(`/api/conversations/${id}/typing`)
  expect(typing.status).toBe(204)
  await eventually(() => patientHeard.some((h) => h.event === 'conversation.typing' && h.data.conversationId === id), 20_000)
}

describe.skipIf(missingService('redis'))('messaging across two nodes sharing PostgreSQL and Redis', () => {
  let nodeA: ServerProcess
  let nodeB: ServerProcess

  beforeAll(async () => {
    ;[nodeA, nodeB] = await Promise.all([
      startServerProcess({ EVENT_NODE_ID: 'messaging-a' }),
      startServerProcess({ EVENT_NODE_ID: 'messaging-b' }),
    ])
  }, 120_000)
  afterAll(async () => {
    await Promise.all([nodeA?.stop(), nodeB?.stop()])
  })

  it('the patient writes on node A; the provider’s socket on node B hears it, and the patient hears Dibaca and typing back', async () => {
    const patient = await register(nodeA.url, patientPayload({ fullName: 'Pasien Dua Node' }))
    const providerOnA = await register(nodeA.url, providerPayload({ displayName: 'Ns. Dua Node' }))
    await book(patient, providerOnA)
    const providerOnB = await signedInOn(nodeB.url, providerOnA)
    const providerHeard = await heardOn(nodeB.url, providerOnB)
    const patientHeard = await heardOn(nodeA.url, patient)
    await exchange(patient, providerOnB, providerHeard, patientHeard)
  }, 90_000)
})

describe.skipIf(missingService('kafka'))('messaging through the Kafka transport', () => {
  let server: Awaited<ReturnType<typeof bootApp>>

  beforeAll(async () => {
    server = await bootApp()
    await resetDatabase(server.db)
  }, 120_000)
  afterAll(async () => server?.stop())

  it('MessageSent and MessageRead travel through Kafka to the pushes of both sides', async () => {
    const { transport } = await server.events()
    expect(transport.name).toBe('kafka')
    const patient = await register(server.url, patientPayload({ fullName: 'Pasien Kafka' }))
    const provider = await register(server.url, providerPayload({ displayName: 'Ns. Kafka' }))
    await book(patient, provider)
    await exchange(patient, provider, await heardOn(server.url, provider), await heardOn(server.url, patient))
    const { rows } = await server.db.rawQuery(
      `SELECT count(*)::int AS n FROM event_log WHERE module = 'messaging' AND published_at IS NULL`
    )
    expect(rows[0].n).toBe(0)
  }, 90_000)
})

import { DateTime } from 'luxon'
import { afterAll, beforeAll, expect } from 'vitest'
import type { Socket } from 'socket.io-client'
import { bootApp, resetDatabase, type BootedApp } from '../../tests/helpers/app.mjs'
import { Client, patientPayload, providerPayload } from '../../tests/helpers/http-client.js'
import { connectSocket } from '../../tests/helpers/socket.js'

export interface Account {
  client: Client
  userId: string
  profileId: string | null
  email: string
  password: string
}

/** Registers through the API (signed in afterwards). */
export async function account(baseUrl: string, payload: Record<string, unknown>): Promise<Account> {
  const client = new Client(baseUrl)
  const res = await client.post('/api/register', payload)
  expect(res.status, res.text).toBe(201)
  return {
    client,
    userId: res.body.id,
    profileId: res.body.profile?.id ?? null,
    email: payload.email as string,
    password: payload.password as string,
  }
}

export const patient = (baseUrl: string) => account(baseUrl, patientPayload())
export const provider = (baseUrl: string) => account(baseUrl, providerPayload())

/** A second browser session of the same account. */
export async function signIn(baseUrl: string, who: Account) {
  const client = new Client(baseUrl)
  const res = await client.post('/api/login', { email: who.email, password: who.password })
  expect(res.status, res.text).toBe(200)
  return client
}

let dayOffset = 30
/** Books a 09:00 slot on a day no other booking of this run used. */
export async function book(by: Account, withProvider: Account) {
  dayOffset++
  const scheduledAt = DateTime.now().setZone('Asia/Jakarta').startOf('day').plus({ days: dayOffset }).set({ hour: 9 }).toUTC().toISO()
  const res = await by.client.post('/api/appointments', { providerId: withProvider.profileId, scheduledAt, reason: 'Kontrol' })
  expect(res.status, res.text).toBe(201)
  return res.body.id as string
}

export async function setStatus(by: Account, appointmentId: string, status: 'COMPLETED' | 'CANCELLED') {
  const res = await by.client.patch(`/api/appointments/${appointmentId}/status`, { status })
  expect(res.status, res.text).toBe(200)
}

/** A connected socket that records every event it hears. */
export async function listeningSocket(baseUrl: string, cookie: string) {
  const socket = await connectSocket(baseUrl, cookie)
  const heard: Array<{ event: string; data: unknown }> = []
  socket.onAny((event: string, data: unknown) => heard.push({ event, data }))
  return { socket, heard }
}

export const roomJoin = (socket: Socket, room: string) =>
  socket
    .timeout(5000)
    .emitWithAck('join', room)
    .then((r: { ok: boolean }) => r.ok)

export const consultationJoin = (socket: Socket, appointmentId: string) =>
  socket
    .timeout(5000)
    .emitWithAck('consultation.join', appointmentId)
    .then((r: { ok: boolean }) => r.ok)

/** Resolves with the connect error's message ('' when the socket connected after all). */
export async function refusedConnection(baseUrl: string, cookie: string) {
  try {
    ;(await connectSocket(baseUrl, cookie)).close()
    return ''
  } catch (error) {
    return (error as Error).message
  }
}

/** Boots the app once for a spec file on an empty database; sockets pushed to `sockets` are closed at the end. */
export function bootedApp() {
  const state = { server: undefined as unknown as BootedApp, sockets: [] as Socket[] }
  beforeAll(async () => {
    state.server = await bootApp()
    await resetDatabase(state.server.db)
  })
  afterAll(async () => {
    for (const socket of state.sockets) socket.close()
    await state.server?.stop()
  })
  return state
}

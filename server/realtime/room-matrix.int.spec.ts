import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Socket } from 'socket.io-client'
import { bootApp, resetDatabase } from '../tests/helpers/app.mjs'
import { eventually, patientPayload } from '../tests/helpers/http-client.js'
import { moveAppointmentStart } from '../tests/helpers/appointment-start.js'
import {
  ACTORS,
  callCases,
  roomCases,
  type Actor,
  type CallCase,
  type CallOutcome,
  type Outcome,
  type RoomCase,
} from './room-matrix.js'
import {
  account,
  consultationJoin,
  book,
  listeningSocket,
  patient,
  provider,
  refusedConnection,
  setStatus,
  signIn,
  type Account,
} from './tests/socket-fixtures.js'

/** Drives the table in room-matrix.ts: one fresh socket per cell, membership asked from the server. */

let server: Awaited<ReturnType<typeof bootApp>>
const cookies = {} as Record<Actor, string>
let cases: RoomCase[] = []
let calls: CallCase[] = []
const userIds = {} as Record<Actor, string>

beforeAll(async () => {
  server = await bootApp()
  await resetDatabase(server.db)
  const admin = await account(server.url, patientPayload({ role: 'ADMIN', fullName: 'Admin Satu' }))
  const secondAdmin = await patient(server.url)
  await server.db.from('users').where('id', secondAdmin.userId).update({ role: 'ADMIN' })
  const people: Record<Exclude<Actor, 'anonymous'>, Account> = {
    patientA: await patient(server.url),
    patientB: await patient(server.url),
    treatingProvider: await provider(server.url),
    unrelatedProvider: await provider(server.url),
    admin,
    secondAdmin: { ...secondAdmin, client: await signIn(server.url, secondAdmin) },
  }
  const { patientA, patientB, treatingProvider, unrelatedProvider } = people
  // bookings start tomorrow at the earliest: 'scheduled' is moved into its join window, 'upcoming' stays a day away
  const scheduled = await book(patientA, treatingProvider)
  await moveAppointmentStart((sql) => server.db.rawQuery(sql), scheduled, 5)
  const upcoming = await book(patientA, treatingProvider)
  const completed = await book(patientA, treatingProvider)
  await setStatus(treatingProvider, completed, 'COMPLETED')
  const cancelled = await book(patientA, treatingProvider)
  await setStatus(patientA, cancelled, 'CANCELLED')
  const otherPatients = await book(patientB, unrelatedProvider)
  await moveAppointmentStart((sql) => server.db.rawQuery(sql), otherPatients, 5)

  cookies.anonymous = ''
  for (const [actor, who] of Object.entries(people)) cookies[actor as Actor] = who.client.cookieHeader
  const names: Record<string, string> = { scheduled, upcoming, completed, cancelled, otherPatients }
  for (const [actor, who] of Object.entries(people)) names[actor] = who.userId
  for (const [actor, who] of Object.entries(people)) if (who.profileId) names[`profile:${actor}`] = who.profileId
  // patient:<profile> is guarded by the provider-patient summaries, which the bookings' events fill
  await eventually(async () => {
    const { rows } = await server.db.rawQuery('SELECT count(*)::int AS n FROM rm_provider_patient_summaries')
    return rows[0].n >= 2
  })
  names.treatingProviderProfile = treatingProvider.profileId!
  names['session:patientA'] = await sessionRoomOf(cookies.patientA)
  cases = roomCases(names)
  calls = callCases(names)
  for (const [actor, who] of Object.entries(people)) userIds[actor as Actor] = who.userId
})
afterAll(async () => server?.stop())

async function gateway() {
  return (await server.import('#server/realtime/gateway')).realtimeGateway
}

async function sessionRoomOf(cookie: string) {
  const { socket } = await listeningSocket(server.url, cookie)
  try {
    const rooms = await roomsOf(socket)
    return rooms.find((r) => r.startsWith('session:'))!
  } finally {
    socket.close()
  }
}

async function roomsOf(socket: Socket): Promise<string[]> {
  const [remote] = await (await gateway()).io.in(socket.id!).fetchSockets()
  return remote ? [...remote.rooms] : []
}

/** One cell: a fresh socket of `actor` tries the door; the outcome is what the server says about membership. */
async function attempt(actor: Actor, c: RoomCase): Promise<{ outcome: Outcome; ack: boolean | null }> {
  if (!cookies[actor]) return { outcome: (await refusedConnection(server.url, '')) === 'unauthorized' ? '-' : 'M', ack: null }
  const { socket } = await listeningSocket(server.url, cookies[actor])
  try {
    const answer = await socket.timeout(5000).emitWithAck(c.door, c.argument)
    const rooms = await roomsOf(socket)
    return { outcome: rooms.includes(c.room) ? 'M' : 'R', ack: Boolean(answer?.ok) }
  } finally {
    socket.close()
  }
}

describe('Socket.IO room authorization matrix', () => {
  it('every room x door x caller has the outcome the table says; no refused caller ends up in a room', async () => {
    const mismatches: string[] = []
    let cells = 0
    let refusals = 0
    for (const c of cases) {
      for (const actor of ACTORS) {
        const { outcome, ack } = await attempt(actor, c)
        cells++
        const expected = c.expected[actor]
        if (outcome !== expected) mismatches.push(`${c.door} ${c.room} as ${actor}: expected ${expected}, got ${outcome} (${c.why})`)
        // a refused join must also be answered as refused (the client is never told yes)
        if (expected === 'R' && ack) mismatches.push(`${c.door} ${c.room} as ${actor}: answered ok but kept out`)
        if (expected !== 'M') refusals++
      }
    }
    console.log(
      `socket room matrix: ${cells} cells checked (${cases.length} rooms/doors x ${ACTORS.length} callers), ${refusals} expected refusals, ${mismatches.length} mismatches`
    )
    expect(mismatches).toEqual([])
  }, 120_000)
})

/**
 * One call cell: the caller's fresh socket joins the consultation and signals the other participant
 * (anyone else signals the patient). Heard or not is read on that participant's own socket in the
 * room; a sentinel from the other participant (same node, ordered) settles what was in flight.
 */
async function attemptCall(actor: Actor, c: CallCase): Promise<CallOutcome | string> {
  if (!cookies[actor]) return (await refusedConnection(server.url, '')) === 'unauthorized' ? '-' : 'S'
  const to = actor === c.patient ? c.provider : c.patient
  const other = to === c.patient ? c.provider : c.patient
  const listener = await listeningSocket(server.url, cookies[to])
  const sentinel = await listeningSocket(server.url, cookies[other])
  const caller = await listeningSocket(server.url, cookies[actor])
  try {
    const open = await consultationJoin(listener.socket, c.appointment)
    await consultationJoin(sentinel.socket, c.appointment)
    await consultationJoin(caller.socket, c.appointment)
    const signal = {
      appointmentId: c.appointment,
      to: userIds[to],
      peerId: `matrix-${actor}`,
      description: { type: 'offer', sdp: 'v=0' },
    }
    const ack = await caller.socket.timeout(5000).emitWithAck('call.signal', signal)
    const fromCaller = () =>
      listener.heard.some((h) => h.event === 'call.signal' && (h.data as { peerId: string }).peerId === `matrix-${actor}`)
    if (open && actor !== other) {
      const state = { appointmentId: c.appointment, mic: true, camera: true, screen: false, quality: 'good' }
      await sentinel.socket.timeout(5000).emitWithAck('call.state', state)
      await eventually(() => listener.heard.some((h) => h.event === 'call.state') || fromCaller(), 5000)
    }
    if (ack?.ok && open) await eventually(fromCaller, 5000).catch(() => {})
    if (ack?.ok && fromCaller()) return 'S'
    if (!ack?.ok && !fromCaller()) return 'R'
    return `ack ${JSON.stringify(ack)} but heard=${fromCaller()}`
  } finally {
    for (const s of [listener, sentinel, caller]) s.socket.close()
  }
}

describe('Socket.IO call signaling matrix', () => {
  it('call.signal is relayed only between the two participants of an open room; every other cell is refused and unheard', async () => {
    const mismatches: string[] = []
    let cells = 0
    for (const c of calls) {
      for (const actor of ACTORS) {
        const outcome = await attemptCall(actor, c)
        cells++
        if (outcome !== c.expected[actor])
          mismatches.push(`call.signal ${c.appointment} as ${actor}: expected ${c.expected[actor]}, got ${outcome} (${c.why})`)
      }
    }
    console.log(
      `socket call matrix: ${cells} cells checked (${calls.length} appointments x ${ACTORS.length} callers), ${mismatches.length} mismatches`
    )
    expect(mismatches).toEqual([])
  }, 120_000)
})

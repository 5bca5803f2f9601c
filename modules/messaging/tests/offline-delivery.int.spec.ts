import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Socket } from 'socket.io-client'
import { bootApp, resetDatabase } from '../../../server/tests/helpers/app.mjs'
import { eventually } from '../../../server/tests/helpers/http-client.js'
import { connectSocket } from '../../../server/tests/helpers/socket.js'
import { book, newPatient, newProvider, type Account } from '../../records/tests/fixtures.js'
import { conversationOf, send } from './support.js'

// the 15-minute digest delay, shortened for the test (MESSAGING_DIGEST_DELAY_MS)
const DELAY_MS = 2500
process.env.MESSAGING_DIGEST_DELAY_MS = String(DELAY_MS)

let server: Awaited<ReturnType<typeof bootApp>>
const sockets: Socket[] = []

beforeAll(async () => {
  server = await bootApp()
  await resetDatabase(server.db)
})
afterAll(async () => {
  for (const socket of sockets) socket.close()
  await server?.stop()
})

async function pair(name: string) {
  const patient = await newPatient(server.url, { fullName: `Pasien ${name}` })
  const provider = await newProvider(server.url, { displayName: `Ns. ${name}` })
  await book(patient, provider)
  return { patient, provider, id: await conversationOf(patient, provider) }
}

const messageNotifications = async (account: Account) =>
  ((await account.client.get('/api/notifications')).body.items as Array<{ kind: string; link: string; params: any }>).filter(
    (n) => n.kind === 'MESSAGE_RECEIVED'
  )
const digests = (userId: string) =>
  server.db.from('notification_reminders').where({ kind: 'MESSAGE_DIGEST', recipient_user_id: userId })

describe('a message to someone with no open tab', () => {
  it('reaches them as an in-app notification, then after the delay one e-mail digest for the whole burst', async () => {
    const { patient, provider, id } = await pair('Offline')
    const sentAt = Date.now()
    await send(patient, id, 'Dok, luka saya bernanah')
    await send(patient, id, 'Dan agak demam')
    const notes = await eventually(async () => {
      const found = await messageNotifications(provider)
      return found.length === 2 ? found : null
    }, 10_000)
    expect(notes[0]).toMatchObject({
      link: `/provider/pesan/${id}`,
      params: { senderName: 'Pasien Offline', recipientRole: 'PROVIDER' },
    })
    const [mail] = await eventually(async () => {
      const rows = await digests(provider.user.id)
      return rows.length > 0 ? rows : null
    }, DELAY_MS + 15_000)
    // not before the delay, and one for both messages
    expect(new Date(mail.created_at ?? mail.send_at).getTime() - sentAt).toBeGreaterThanOrEqual(DELAY_MS - 200)
    expect(mail.payload.subject).toContain('2 pesan belum dibaca')
    expect(JSON.stringify(mail.payload)).not.toContain('bernanah')
    expect(await digests(provider.user.id)).toHaveLength(1)
  })

  it('sends no digest when the message was read meanwhile', async () => {
    const { patient, provider, id } = await pair('Dibaca')
    const message = await send(patient, id, 'Apakah obatnya diminum sebelum makan?')
    expect((await provider.client.post(`/api/conversations/${id}/read`, { upTo: message.id })).status).toBe(200)
    await eventually(
      async () => (await server.db.from('message_digests').where('recipient_user_id', provider.user.id)).length === 0,
      DELAY_MS + 15_000
    )
    expect(await digests(provider.user.id)).toHaveLength(0)
  })

  it('an open tab hears it live instead: no notification, no digest', async () => {
    const { patient, provider, id } = await pair('Online')
    const socket = await connectSocket(server.url, provider.client.cookieHeader)
    sockets.push(socket)
    await send(patient, id, 'Halo, saya sudah di rumah')
    const events = await server.db.from('event_log').where({ type: 'MessageSent', aggregate_id: id })
    expect(events.map((e: any) => e.payload.recipientOnline)).toEqual([true])
    expect(await server.db.from('message_digests').where('recipient_user_id', provider.user.id)).toHaveLength(0)
    expect(await messageNotifications(provider)).toHaveLength(0)
  })
})

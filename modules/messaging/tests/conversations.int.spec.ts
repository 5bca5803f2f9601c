import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Socket } from 'socket.io-client'
import { bootApp, resetDatabase } from '../../../server/tests/helpers/app.mjs'
import { eventually } from '../../../server/tests/helpers/http-client.js'
import { registerAccount } from '../../../server/tests/helpers/accounts.js'
import { connectSocket } from '../../../server/tests/helpers/socket.js'
import { book, newPatient, newProvider, type Account } from '../../records/tests/fixtures.js'
import { conversationOf, send, unreadOf } from './support.js'

let server: Awaited<ReturnType<typeof bootApp>>
let patient: Account
let otherPatient: Account
let provider: Account
let otherProvider: Account
let admin: Awaited<ReturnType<typeof registerAccount>>
let conversationId: string
const sockets: Socket[] = []

beforeAll(async () => {
  server = await bootApp()
  await resetDatabase(server.db)
  admin = await registerAccount(server.url, 'ADMIN')
  patient = await newPatient(server.url, { fullName: 'Sari Pesan' })
  otherPatient = await newPatient(server.url, { fullName: 'Budi Lain' })
  provider = await newProvider(server.url, { displayName: 'Ns. Rina Perawat' })
  otherProvider = await newProvider(server.url, { displayName: 'dr. Joko Lain' })
  await book(patient, provider)
  await book(otherPatient, otherProvider)
  conversationId = await conversationOf(patient, provider)
})
afterAll(async () => {
  for (const socket of sockets) socket.close()
  await server?.stop()
})

const listen = async (account: Account) => {
  const socket = await connectSocket(server.url, account.client.cookieHeader)
  sockets.push(socket)
  const heard: Array<{ event: string; data: any }> = []
  socket.onAny((event, data) => heard.push({ event, data }))
  return heard
}

describe('a conversation per patient–provider pair', () => {
  it('the first booking opens it for both, named after the other side; a second booking opens no other', async () => {
    const mine = (await patient.client.get('/api/conversations')).body
    expect(mine.items).toHaveLength(1)
    expect(mine.items[0]).toMatchObject({
      id: conversationId,
      counterpart: { name: 'Ns. Rina Perawat', role: 'PROVIDER' },
      unreadCount: 0,
    })
    const theirs = (await provider.client.get('/api/conversations')).body
    expect(theirs.items.map((c: any) => c.counterpart.name)).toEqual(['Sari Pesan'])
    await book(patient, provider)
    await eventually(
      async () => (await server.db.from('consumer_inbox').where('consumer', 'messaging.open-conversations').count('* as n'))[0].n >= 3
    )
    expect(await server.db.from('conversations').where('patient_user_id', patient.user.id)).toHaveLength(1)
  })

  it('search by the other side’s name narrows the list', async () => {
    expect((await provider.client.get('/api/conversations?q=sari')).body.items).toHaveLength(1)
    expect((await provider.client.get('/api/conversations?q=budi')).body.items).toHaveLength(0)
  })

  it('another patient and another provider get 404, an admin 403, on every route of it', async () => {
    const message = await send(patient, conversationId, 'Halo, luka saya merah lagi')
    const routes: Array<[string, string, unknown?]> = [
      ['GET', `/api/conversations/${conversationId}`],
      ['GET', `/api/conversations/${conversationId}/messages`],
      ['POST', `/api/conversations/${conversationId}/messages`, { text: 'menyusup' }],
      ['POST', `/api/conversations/${conversationId}/read`, { upTo: message.id }],
      ['POST', `/api/conversations/${conversationId}/typing`, {}],
      ['POST', `/api/messages/${message.id}/withdraw`, {}],
    ]
    for (const [method, path, body] of routes) {
      for (const [who, status] of [
        [otherPatient, 404],
        [otherProvider, 404],
        [admin, 403],
      ] as const) {
        const res = await who.client.request(method, path, body)
        expect(res.status, `${method} ${path}`).toBe(status)
        expect(res.text).not.toContain('luka saya')
      }
    }
    expect((await admin.client.get('/api/conversations')).status).toBe(403)
    expect((await otherPatient.client.get('/api/conversations')).body.items.map((c: any) => c.id)).not.toContain(conversationId)
  })
})

describe('messages live, read receipts, unread counts', () => {
  it('a message reaches every open tab of the other side; unread counts; reading it shows Dibaca to the sender', async () => {
    const providerTab1 = await listen(provider)
    const providerTab2 = await listen(provider)
    const patientTab = await listen(patient)
    const unreadBefore = await unreadOf(provider)
    const message = await send(patient, conversationId, 'Apakah saya perlu datang ke klinik?')
    expect(message.readByCounterpart).toBe(false)
    for (const tab of [providerTab1, providerTab2]) {
      await eventually(() => tab.some((h) => h.event === 'message.created' && h.data.messageId === message.id))
    }
    expect(await eventually(async () => (await unreadOf(provider)) === unreadBefore + 1)).toBe(true)
    const thread = (await provider.client.get(`/api/conversations/${conversationId}/messages`)).body
    expect(thread.items[0]).toMatchObject({ id: message.id, text: 'Apakah saya perlu datang ke klinik?', mine: false })
    const read = await provider.client.post(`/api/conversations/${conversationId}/read`, { upTo: message.id })
    expect(read.status, read.text).toBe(200)
    await eventually(() => patientTab.some((h) => h.event === 'message.read' && h.data.readerUserId === provider.user.id))
    expect(await eventually(async () => (await unreadOf(provider)) === 0)).toBe(true)
    const mine = (await patient.client.get(`/api/conversations/${conversationId}/messages`)).body.items
    expect(mine[0]).toMatchObject({ id: message.id, readByCounterpart: true })
  })

  it('typing reaches the other side only', async () => {
    const patientTab = await listen(patient)
    const strangerTab = await listen(otherPatient)
    expect((await provider.client.post(`/api/conversations/${conversationId}/typing`)).status).toBe(204)
    await eventually(() => patientTab.some((h) => h.event === 'conversation.typing' && h.data.conversationId === conversationId))
    expect(strangerTab.some((h) => h.event === 'conversation.typing')).toBe(false)
  })

  it('every read by the provider is in the patient’s access trail', async () => {
    await provider.client.get(`/api/conversations/${conversationId}/messages`)
    const trail = (await patient.client.get(`/api/patients/${patient.profileId}/access-log/page`)).body
    const items = Array.isArray(trail) ? trail : trail.items
    expect(
      items.some((i: any) => i.resourceType === 'conversation' && i.action === 'READ' && i.actor.userId === provider.user.id)
    ).toBe(true)
  })

  it('refuses empty, too long and unsafe text by naming the field', async () => {
    for (const text of ['   ', 'x'.repeat(4001), 'a\u0000b', 'a\ud800b']) {
      const res = await patient.client.post(`/api/conversations/${conversationId}/messages`, { text })
      expect(res.status, text.slice(0, 5)).toBe(422)
      expect(res.body.errors[0].field).toBe('text')
    }
    expect((await patient.client.post(`/api/conversations/${conversationId}/messages`, { text: 'x'.repeat(4000) })).status).toBe(201)
  })

  it('unread counts equal a fresh replay of the list', async () => {
    const message = await send(patient, conversationId, 'Satu lagi')
    await eventually(async () => {
      const rows = await server.db.from('rm_conversations').where({ conversation_id: conversationId })
      return rows.length === 2 && rows.every((r: { last_seq: number }) => r.last_seq === message.seq)
    })
    const live = await server.db.from('rm_conversations').orderBy(['conversation_id', 'user_id'])
    const totals = await server.db.from('rm_conversation_unread').where('unread_total', '>', 0).orderBy('user_id')
    // each user's one-row total is the sum over their list rows
    const summed = await server.db.rawQuery(
      `SELECT user_id, sum(unread_count)::int AS unread_total, (count(*) FILTER (WHERE unread_count > 0))::int AS conversations
         FROM rm_conversations GROUP BY user_id HAVING sum(unread_count) > 0 ORDER BY user_id`
    )
    expect(totals).toEqual(summed.rows)
    expect(totals.length).toBeGreaterThan(0)
    const { replayConsumer } = await server.import('#events/replay')
    const { runtime, consumers } = await server.events()
    await replayConsumer(
      server.db,
      runtime,
      consumers.find((c: { name: string }) => c.name === 'messaging.conversation-list')
    )
    expect(await server.db.from('rm_conversations').orderBy(['conversation_id', 'user_id'])).toEqual(live)
    expect(await server.db.from('rm_conversation_unread').where('unread_total', '>', 0).orderBy('user_id')).toEqual(totals)
  })
})

describe('withdrawal and the record', () => {
  it('the sender withdraws within 5 minutes: Pesan ditarik on both sides, the original kept; the other side cannot', async () => {
    const message = await send(provider, conversationId, 'Salah kirim: resep orang lain')
    expect((await patient.client.post(`/api/messages/${message.id}/withdraw`)).status).toBe(404)
    const res = await provider.client.post(`/api/messages/${message.id}/withdraw`)
    expect(res.status, res.text).toBe(200)
    expect(res.body).toMatchObject({ withdrawn: true, text: null })
    const seen = (await patient.client.get(`/api/conversations/${conversationId}/messages`)).body.items.find(
      (m: any) => m.id === message.id
    )
    expect(seen).toMatchObject({ withdrawn: true, text: null })
    expect(JSON.stringify(seen)).not.toContain('resep orang lain')
    expect((await server.db.from('messages').where('id', message.id).first()).text).toBe('Salah kirim: resep orang lain')
    expect((await provider.client.post(`/api/messages/${message.id}/withdraw`)).status).toBe(409)
  })

  it('after 5 minutes a message stays', async () => {
    const message = await send(patient, conversationId, 'Terima kasih')
    // the record-keeping trigger refuses the back-dating; its owner (the app's role, no superuser) lifts it for this one statement
    await server.db.transaction(async (trx: any) => {
      await trx.rawQuery('ALTER TABLE messages DISABLE TRIGGER messages_keep_record')
      await trx.rawQuery(`UPDATE messages SET sent_at = now() - interval '6 minutes' WHERE id = ?`, [message.id])
      await trx.rawQuery('ALTER TABLE messages ENABLE TRIGGER messages_keep_record')
    })
    const res = await patient.client.post(`/api/messages/${message.id}/withdraw`)
    expect(res.status).toBe(409)
  })

  it('messages are never deleted nor rewritten', async () => {
    await expect(server.db.rawQuery('DELETE FROM messages WHERE conversation_id = ?', [conversationId])).rejects.toThrow(
      /medical record/
    )
    await expect(
      server.db.rawQuery(`UPDATE messages SET text = 'diubah' WHERE conversation_id = ?`, [conversationId])
    ).rejects.toThrow(/medical record/)
  })

  it('once the records window closed the provider reads but may not write (409 naming why)', async () => {
    await server.db.rawQuery(`UPDATE appointments SET scheduled_at = scheduled_at - interval '400 days' WHERE patient_id = ?`, [
      patient.profileId,
    ])
    const detail = await provider.client.get(`/api/conversations/${conversationId}`)
    expect(detail.status).toBe(200)
    expect(detail.body.canWrite).toBe(false)
    expect((await provider.client.get(`/api/conversations/${conversationId}/messages`)).status).toBe(200)
    const refused = await provider.client.post(`/api/conversations/${conversationId}/messages`, { text: 'Kontrol ya' })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toMatch(/akses/i)
    // the patient still writes
    await send(patient, conversationId, 'Dok, masih bisa tanya?')
  })
})

describe('paging', () => {
  it('newest first, keyset: under concurrent sends every message appears once', async () => {
    const pair = { patient: await newPatient(server.url), provider: await newProvider(server.url) }
    await book(pair.patient, pair.provider)
    const id = await conversationOf(pair.patient, pair.provider)
    const first = await Promise.all(Array.from({ length: 12 }, (_, i) => send(i % 2 ? pair.provider : pair.patient, id, `pesan ${i}`)))
    const seen: string[] = []
    let cursor: string | null = null
    let round = 0
    do {
      const res: any = await pair.patient.client.get(`/api/conversations/${id}/messages?limit=5${cursor ? `&cursor=${cursor}` : ''}`)
      expect(res.status, res.text).toBe(200)
      seen.push(...res.body.items.map((m: any) => m.id))
      cursor = res.body.nextCursor
      if (round++ < 2) await Promise.all([send(pair.patient, id, `sela ${round}a`), send(pair.provider, id, `sela ${round}b`)])
    } while (cursor)
    expect(new Set(seen).size).toBe(seen.length)
    for (const m of first) expect(seen).toContain(m.id)
  })

  it('sends that arrive together commit together: each conversation’s seqs run 1..n without a gap, each with its event and, for the provider’s, its trail row', async () => {
    const pairs = await Promise.all(
      [0, 1, 2].map(async () => {
        const pair = { patient: await newPatient(server.url), provider: await newProvider(server.url) }
        await book(pair.patient, pair.provider)
        return { ...pair, id: await conversationOf(pair.patient, pair.provider) }
      })
    )
    const sent = await Promise.all(
      pairs.flatMap((pair) =>
        Array.from({ length: 10 }, (_, i) => send(i % 2 ? pair.provider : pair.patient, pair.id, `bersama ${i}`))
      )
    )
    expect(new Set(sent.map((m) => m.id)).size).toBe(30)
    for (const pair of pairs) {
      const { rows } = await server.db.rawQuery('SELECT seq, sender_user_id FROM messages WHERE conversation_id = ? ORDER BY seq', [
        pair.id,
      ])
      expect(rows.map((r: { seq: number }) => r.seq)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1))
      // each sender's read mark is at their own newest message
      const marks = await server.db.rawQuery('SELECT user_id, read_seq FROM conversation_reads WHERE conversation_id = ?', [pair.id])
      for (const user of [pair.patient.user.id, pair.provider.user.id]) {
        const newest = Math.max(
          ...rows.filter((r: { sender_user_id: string }) => r.sender_user_id === user).map((r: { seq: number }) => r.seq)
        )
        expect(marks.rows.find((r: { user_id: string }) => r.user_id === user)?.read_seq).toBe(newest)
      }
      const trail = await server.db.rawQuery(
        `SELECT count(*)::int AS n FROM record_access_log WHERE resource_id = ? AND action = 'CREATE' AND actor_user_id = ?`,
        [pair.id, pair.provider.user.id]
      )
      expect(trail.rows[0].n).toBe(5)
    }
    const events = await server.db.rawQuery(
      `SELECT payload->>'messageId' AS id, actor_id FROM event_log WHERE type = 'MessageSent' AND payload->>'messageId' = ANY(?::text[])`,
      [sent.map((m) => m.id)]
    )
    expect(events.rows).toHaveLength(30)
    const senderOf = new Map(sent.map((m) => [m.id, (m as unknown as { senderUserId: string }).senderUserId]))
    for (const e of events.rows) expect(e.actor_id).toBe(senderOf.get(e.id))
  })

  it('window lookups asked together answer each pair by its own appointments: a closed one is refused, the open ones send', async () => {
    const pairs = await Promise.all(
      [0, 1, 2, 3].map(async () => {
        const pair = { patient: await newPatient(server.url), provider: await newProvider(server.url) }
        await book(pair.patient, pair.provider)
        return { ...pair, id: await conversationOf(pair.patient, pair.provider) }
      })
    )
    await server.db.rawQuery(`UPDATE appointments SET scheduled_at = scheduled_at - interval '400 days' WHERE patient_id = ?`, [
      pairs[0].patient.profileId,
    ])
    const statuses = await Promise.all(
      pairs.flatMap((pair) =>
        [0, 1, 2].map(
          async (i) => (await pair.provider.client.post(`/api/conversations/${pair.id}/messages`, { text: `cek ${i}` })).status
        )
      )
    )
    expect(statuses).toEqual([409, 409, 409, ...Array(9).fill(201)])
  })
})

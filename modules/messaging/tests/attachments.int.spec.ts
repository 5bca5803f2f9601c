import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Socket } from 'socket.io-client'
import { bootApp, resetDatabase } from '../../../server/tests/helpers/app.mjs'
import { eventually } from '../../../server/tests/helpers/http-client.js'
import { registerAccount } from '../../../server/tests/helpers/accounts.js'
import { connectSocket } from '../../../server/tests/helpers/socket.js'
import {
  book,
  files,
  newPatient,
  newProvider,
  storedState,
  uploadForm,
  uploadsDir,
  type Account,
} from '../../records/tests/fixtures.js'
import { conversationOf } from './support.js'

let server: Awaited<ReturnType<typeof bootApp>>
let patient: Account
let otherPatient: Account
let provider: Account
let otherProvider: Account
/** Also treats the patient, but is not in this conversation: its attachments are not theirs to read. */
let colleague: Account
let admin: Awaited<ReturnType<typeof registerAccount>>
let conversationId: string
const sockets: Socket[] = []

beforeAll(async () => {
  server = await bootApp()
  await resetDatabase(server.db)
  admin = await registerAccount(server.url, 'ADMIN')
  patient = await newPatient(server.url, { fullName: 'Wati Lampiran' })
  otherPatient = await newPatient(server.url, { fullName: 'Budi Lain' })
  provider = await newProvider(server.url, { displayName: 'Ns. Dewi Luka' })
  otherProvider = await newProvider(server.url, { displayName: 'dr. Joko Lain' })
  colleague = await newProvider(server.url, { displayName: 'dr. Rekan Sejawat' })
  await book(patient, provider)
  await book(patient, colleague)
  await book(otherPatient, otherProvider)
  conversationId = await conversationOf(patient, provider)
})
afterAll(async () => {
  for (const socket of sockets) socket.close()
  await server?.stop()
})

const post = (
  account: { client: Account['client'] },
  fields: Record<string, string>,
  file: { bytes: Uint8Array; name: string; type?: string }
) => account.client.request('POST', `/api/conversations/${conversationId}/messages`, uploadForm(fields, file))
const messagesCount = async () => (await server.db.rawQuery('SELECT count(*)::int AS n FROM messages')).rows[0].n as number
const documentsOf = async (account: Account) =>
  (await account.client.get(`/api/patients/${patient.profileId}/uploads/page`)).body.items as any[]

describe('attachments: images and PDFs through the records document storage', () => {
  it('the patient sends a photo with a question; the provider answers with a PDF; both are the patient’s documents', async () => {
    const socket = await connectSocket(server.url, provider.client.cookieHeader)
    sockets.push(socket)
    const heard: any[] = []
    socket.on('message.created', (data) => heard.push(data))

    const photo = await post(
      patient,
      { text: 'Lukanya merah lagi, perlu kontrol?' },
      { bytes: files.png, name: 'luka.png', type: 'image/png' }
    )
    expect(photo.status, photo.text).toBe(201)
    expect(photo.body).toMatchObject({
      text: 'Lukanya merah lagi, perlu kontrol?',
      attachment: {
        name: 'luka.png',
        mimeType: 'image/png',
        sizeBytes: files.png.length,
        url: `/api/messages/${photo.body.id}/attachment`,
      },
    })
    await eventually(() => heard.some((h) => h.messageId === photo.body.id))

    const pdf = await post(provider, {}, { bytes: files.pdf, name: 'Petunjuk perawatan luka.pdf', type: 'application/pdf' })
    expect(pdf.status, pdf.text).toBe(201)
    expect(pdf.body).toMatchObject({ text: null, attachment: { name: 'Petunjuk perawatan luka.pdf', mimeType: 'application/pdf' } })

    // the event carries the reference (additive), never the file name
    const event = await server.db
      .from('event_log')
      .where('type', 'MessageSent')
      .whereRaw(`payload->>'messageId' = ?`, [pdf.body.id])
      .first()
    expect(event.payload).toMatchObject({ hasAttachment: true, attachmentUploadId: pdf.body.attachment.documentId })
    expect(JSON.stringify(event.payload)).not.toContain('Petunjuk')

    // in the patient's documents, for the patient and for the conversation's provider
    for (const reader of [patient, provider]) {
      const ids = (await documentsOf(reader)).map((d) => d.id)
      expect(ids).toEqual(expect.arrayContaining([photo.body.attachment.documentId, pdf.body.attachment.documentId]))
    }
    const listed = (await documentsOf(patient)).find((d) => d.id === pdf.body.attachment.documentId)
    expect(listed).toMatchObject({ filename: 'Petunjuk perawatan luka.pdf', conversationId, uploadedBy: { userId: provider.user.id } })

    // the thread shows them to both sides
    const thread = (await patient.client.get(`/api/conversations/${conversationId}/messages`)).body.items
    expect(thread[0]).toMatchObject({ id: pdf.body.id, attachment: { documentId: pdf.body.attachment.documentId } })
    expect(thread[1]).toMatchObject({ id: photo.body.id, attachment: { mimeType: 'image/png' } })
  })

  it('downloads: the two participants get the bytes; another patient, another provider, a colleague and an admin do not', async () => {
    const sent = await post(provider, { text: 'Hasil lab terlampir' }, { bytes: files.pdf, name: 'hasil-lab.pdf' })
    expect(sent.status, sent.text).toBe(201)
    const url = sent.body.attachment.url
    for (const reader of [patient, provider]) {
      const res = await reader.client.get(url)
      expect(res.status, res.text).toBe(200)
      expect(res.headers.get('content-type')).toBe('application/pdf')
      expect(res.headers.get('content-disposition')).toContain('attachment')
      expect(res.text.startsWith('%PDF-')).toBe(true)
    }
    for (const [who, status] of [
      [otherPatient, 404],
      [otherProvider, 404],
      [colleague, 404],
      [admin, 403],
    ] as const) {
      const res = await who.client.get(url)
      expect(res.status, `${url} ${res.text}`).toBe(status)
      expect(res.text).not.toContain('%PDF')
      // nor through the records route, nor in the list of a provider outside the conversation
      const direct = await who.client.get(`/api/uploads/${sent.body.attachment.documentId}/download`)
      expect(direct.status).toBeGreaterThanOrEqual(403)
    }
    const colleagueList = (await documentsOf(colleague)).map((d) => d.id)
    expect(colleagueList).not.toContain(sent.body.attachment.documentId)
    // the provider's download is in the patient's access trail
    const trail = (await patient.client.get(`/api/patients/${patient.profileId}/access-log/page`)).body.items
    expect(
      trail.some(
        (i: any) =>
          i.action === 'DOWNLOAD' && i.resourceIds.includes(sent.body.attachment.documentId) && i.actor.userId === provider.user.id
      )
    ).toBe(true)
    // the conversation's own attachment cannot be hidden from the patient; a colleague learns nothing of it
    const hide = await provider.client.patch(`/api/uploads/${sent.body.attachment.documentId}`, { hidden: true })
    expect(hide.status, hide.text).toBe(409)
    expect((await colleague.client.patch(`/api/uploads/${sent.body.attachment.documentId}`, { hidden: true })).status).toBe(404)
  })

  it('a forged type (a .pdf that is HTML) is refused naming the problem, with nothing stored', async () => {
    const before = { ...(await storedState(server.db)), messages: await messagesCount() }
    const html = new TextEncoder().encode('<!doctype html><html><body><script>alert(1)</script></body></html>')
    for (const forged of [
      { bytes: html, name: 'hasil.pdf', type: 'application/pdf' },
      { bytes: new TextEncoder().encode('hanya teks biasa'), name: 'foto.png', type: 'image/png' },
      { bytes: files.exe, name: 'resep.jpg', type: 'image/jpeg' },
    ]) {
      const res = await post(patient, { text: 'lihat lampiran' }, forged)
      expect(res.status, forged.name).toBe(415)
      expect(res.body.message).toMatch(/PDF/)
      expect(res.body.errors[0].field).toBe('file')
    }
    expect({ ...(await storedState(server.db)), messages: await messagesCount() }).toEqual(before)
    const incoming = await import('node:fs/promises').then((fs) => fs.readdir(path.join(uploadsDir(), '.incoming')).catch(() => []))
    expect(incoming).toEqual([])
  })

  it('posting a file: another patient and another provider 404, an admin 403, nothing stored; bad text 422', async () => {
    const before = { ...(await storedState(server.db)), messages: await messagesCount() }
    for (const [who, status] of [
      [otherPatient, 404],
      [otherProvider, 404],
      [admin, 403],
    ] as const) {
      const res = await post(who, { text: 'menyusup' }, { bytes: files.pdf, name: 'menyusup.pdf' })
      expect(res.status, res.text).toBe(status)
    }
    const long = await post(patient, { text: 'x'.repeat(4001) }, { bytes: files.pdf, name: 'panjang.pdf' })
    expect(long.status).toBe(422)
    expect(long.body.errors[0].field).toBe('text')
    const noFile = await patient.client.request(
      'POST',
      `/api/conversations/${conversationId}/messages`,
      uploadForm({ text: 'tanpa berkas' })
    )
    expect(noFile.status).toBe(422)
    expect({ ...(await storedState(server.db)), messages: await messagesCount() }).toEqual(before)
  })

  it('withdrawal: Pesan ditarik, the file kept in the record but served and listed to no one', async () => {
    const sent = await post(provider, {}, { bytes: files.jpeg, name: 'salah-pasien.jpg' })
    expect(sent.status, sent.text).toBe(201)
    const { documentId } = sent.body.attachment
    const res = await provider.client.post(`/api/messages/${sent.body.id}/withdraw`)
    expect(res.status, res.text).toBe(200)
    expect(res.body).toMatchObject({ withdrawn: true, attachment: null })
    const seen = (await patient.client.get(`/api/conversations/${conversationId}/messages`)).body.items.find(
      (m: any) => m.id === sent.body.id
    )
    expect(seen).toMatchObject({ withdrawn: true, attachment: null })
    expect((await patient.client.get(sent.body.attachment.url)).status).toBe(410)
    expect((await patient.client.get(`/api/uploads/${documentId}/download`)).status).toBe(404)
    for (const reader of [patient, provider]) expect((await documentsOf(reader)).map((d) => d.id)).not.toContain(documentId)
    const row = await server.db.from('uploads').where('id', documentId).first()
    expect(row.withdrawn_at).not.toBeNull()
    expect(await readFile(path.join(uploadsDir(), row.filepath))).toHaveLength(files.jpeg.length)
  })

  it('once the records window closed the provider no longer downloads (the records rule); the patient still does', async () => {
    const sent = await post(patient, {}, { bytes: files.webp, name: 'foto.webp' })
    expect(sent.status, sent.text).toBe(201)
    await server.db.rawQuery(`UPDATE appointments SET scheduled_at = scheduled_at - interval '400 days' WHERE patient_id = ?`, [
      patient.profileId,
    ])
    expect((await provider.client.get(sent.body.attachment.url)).status).toBe(404)
    expect((await patient.client.get(sent.body.attachment.url)).status).toBe(200)
    // and may not send a file any more (read-only, 409 naming why)
    const refused = await post(provider, {}, { bytes: files.pdf, name: 'kontrol.pdf' })
    expect(refused.status).toBe(409)
  })
})

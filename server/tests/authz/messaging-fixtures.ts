import { eventually } from '../helpers/http-client.js'
import type { Cast } from './cast.js'

const known = new WeakMap<Cast, string>()

/** Patient A's conversation with the provider inside the records window (opened by their booking). */
export async function conversationOfA(c: Cast): Promise<string> {
  const cached = known.get(c)
  if (cached) return cached
  const a = c.accounts.patientA
  const inside = c.accounts.providerInside.user.id
  const item = await eventually(async () => {
    const list = await a.client.get('/api/conversations?limit=100')
    return list.body?.items?.find((i: { counterpart: { userId: string } }) => i.counterpart.userId === inside)
  }, 10_000)
  known.set(c, item.id)
  return item.id as string
}

/** A fresh message of patient A in that conversation (each withdrawal cell needs its own). */
export async function messageOfA(c: Cast): Promise<string> {
  const id = await conversationOfA(c)
  const sent = await c.accounts.patientA.client.post(`/api/conversations/${id}/messages`, { text: 'Pertanyaan matriks' })
  if (sent.status !== 201) throw new Error(`sending A's message: ${sent.status} ${sent.text}`)
  return sent.body.id as string
}

/** A message form with a small PDF attached (multipart: `file` + `text`). */
export function attachmentForm(text: string): FormData {
  const form = new FormData()
  form.append('text', text)
  form.append('file', new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')], { type: 'application/pdf' }), 'lampiran-matriks.pdf')
  return form
}

const attachments = new WeakMap<Cast, string>()

/** A message of patient A carrying a PDF (its download is the cell). */
export async function attachmentOfA(c: Cast): Promise<string> {
  const cached = attachments.get(c)
  if (cached) return cached
  const id = await conversationOfA(c)
  const sent = await c.accounts.patientA.client.request(
    'POST',
    `/api/conversations/${id}/messages`,
    attachmentForm('Lampiran matriks')
  )
  if (sent.status !== 201) throw new Error(`sending A's attachment: ${sent.status} ${sent.text}`)
  attachments.set(c, sent.body.id)
  return sent.body.id as string
}

import { expect } from 'vitest'
import { eventually } from '../../../server/tests/helpers/http-client.js'
import type { Account } from '../../records/tests/fixtures.js'

/** The conversation of a patient and a provider once their booking opened it (both lists show it). */
export async function conversationOf(patient: Account, provider: Account): Promise<string> {
  const item = await eventually(async () => {
    const res = await patient.client.get('/api/conversations')
    return res.body?.items?.find((c: { counterpart: { userId: string } }) => c.counterpart.userId === provider.user.id)
  }, 10_000)
  await eventually(async () => (await provider.client.get(`/api/conversations/${item.id}`)).status === 200, 10_000)
  return item.id as string
}

export async function send(account: Account, conversationId: string, text: string) {
  const res = await account.client.post(`/api/conversations/${conversationId}/messages`, { text })
  expect(res.status, res.text).toBe(201)
  return res.body as { id: string; seq: number; text: string | null; readByCounterpart: boolean }
}

export const unreadOf = async (account: Account) => (await account.client.get('/api/conversations/unread')).body.unreadTotal as number

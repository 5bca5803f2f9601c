import { describe, expect, it } from 'vitest'
import { unreadDeltas, type ConversationListRow } from './conversation-list-fold.js'

const A = '11111111-1111-4111-8111-111111111111'
const B = '22222222-2222-4222-8222-222222222222'
const row = (conversation: string, user: string, unread: number) =>
  ({ conversation_id: conversation, user_id: user, unread_count: unread }) as ConversationListRow

describe("each user's unread total, moved by a batch's changed rows", () => {
  it('adds what each row gained or lost, and counts conversations crossing zero', () => {
    const before: Record<string, number> = { 'c1|B': 0, 'c2|B': 3, 'c3|B': 2 }
    const changed = [row('c1', B, 2), row('c2', B, 0), row('c3', B, 5), row('c4', A, 1)]
    const deltas = unreadDeltas(changed, (r) => before[`${r.conversation_id}|${r.user_id === B ? 'B' : 'A'}`] ?? 0)
    // c1: 0 -> 2 (+1 conversation), c2: 3 -> 0 (-1), c3: 2 -> 5; c4 is new for A
    expect(deltas).toEqual([
      { user_id: A, unread_total: 1, conversations: 1 },
      { user_id: B, unread_total: 2 - 3 + 3, conversations: 0 },
    ])
  })

  it('leaves out users whose totals did not move', () => {
    expect(unreadDeltas([row('c1', A, 4)], () => 4)).toEqual([])
    expect(unreadDeltas([row('c1', A, 2), row('c2', A, 1)], (r) => (r.conversation_id === 'c1' ? 1 : 2))).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import { decideConversationAccess, decideWithdraw, WITHDRAW_WINDOW_MS, type AccessFacts } from './conversation-access.js'

const conversation = { patientUserId: 'pat', providerUserId: 'prov' }
const facts = (over: Partial<AccessFacts>): AccessFacts => ({
  viewer: { userId: 'pat', role: 'PATIENT' },
  conversation,
  providerTreatsNow: true,
  providerWindowEverOpened: true,
  counterpartActive: true,
  ...over,
})

describe('who may read or write a conversation', () => {
  it('an admin never reads one (403), even with every other fact in favour', () => {
    expect(decideConversationAccess(facts({ viewer: { userId: 'adm', role: 'ADMIN' } }))).toEqual({
      read: false,
      write: false,
      status: 403,
    })
  })

  it('anyone but its two participants learns nothing of it (404)', () => {
    expect(decideConversationAccess(facts({ viewer: { userId: 'other', role: 'PATIENT' } }))).toMatchObject({
      read: false,
      status: 404,
    })
    expect(decideConversationAccess(facts({ viewer: { userId: 'other', role: 'PROVIDER' } }))).toMatchObject({
      read: false,
      status: 404,
    })
  })

  it('the patient reads and writes whatever the window, but not to an inactive (suspended) provider', () => {
    const outside = { providerTreatsNow: false, providerWindowEverOpened: false }
    expect(decideConversationAccess(facts(outside))).toEqual({ read: true, write: true })
    expect(decideConversationAccess(facts({ counterpartActive: false }))).toEqual({
      read: true,
      write: false,
      reason: 'messaging.counterpart_inactive',
    })
  })

  it('the provider writes inside the window, reads only once it closed, and nothing before it ever opened', () => {
    const provider = { viewer: { userId: 'prov', role: 'PROVIDER' as const } }
    expect(decideConversationAccess(facts(provider))).toEqual({ read: true, write: true })
    expect(decideConversationAccess(facts({ ...provider, providerTreatsNow: false }))).toEqual({
      read: true,
      write: false,
      reason: 'messaging.window_closed',
    })
    expect(decideConversationAccess(facts({ ...provider, providerTreatsNow: false, providerWindowEverOpened: false }))).toMatchObject({
      read: false,
      status: 404,
    })
    expect(decideConversationAccess(facts({ ...provider, counterpartActive: false }))).toMatchObject({
      read: true,
      write: false,
      reason: 'messaging.counterpart_inactive',
    })
  })
})

describe('the 5-minute withdrawal', () => {
  const sentAt = new Date('2026-11-27T10:00:00Z')
  const at = (ms: number) => new Date(sentAt.getTime() + ms)
  const mine = { senderUserId: 'pat', sentAt, withdrawnAt: null }

  it('the sender, up to 5 minutes after sending, both ends included', () => {
    expect(decideWithdraw(mine, 'pat', at(0))).toEqual({ ok: true })
    expect(decideWithdraw(mine, 'pat', at(WITHDRAW_WINDOW_MS))).toEqual({ ok: true })
    expect(decideWithdraw(mine, 'pat', at(WITHDRAW_WINDOW_MS + 1))).toMatchObject({
      ok: false,
      status: 409,
      message: 'messaging.withdraw_too_late',
    })
  })

  it('not the other participant (404, as if no such message), not twice (409)', () => {
    expect(decideWithdraw(mine, 'prov', at(1000))).toMatchObject({ ok: false, status: 404 })
    expect(decideWithdraw({ ...mine, withdrawnAt: at(10) }, 'pat', at(1000))).toMatchObject({
      ok: false,
      status: 409,
      message: 'messaging.already_withdrawn',
    })
  })
})

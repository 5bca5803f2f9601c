import { describe, expect, it } from 'vitest'
import { flushDrafts, hasPendingDrafts, registerDraft } from './pending-drafts'

describe('pending drafts', () => {
  it('flushes every registered draft and forgets unregistered ones', async () => {
    const saved: string[] = []
    const offA = registerDraft('a', async () => void saved.push('a'))
    const offB = registerDraft('b', async () => {
      saved.push('b')
      throw new Error('refused')
    })
    expect(hasPendingDrafts()).toBe(true)
    await flushDrafts()
    expect(saved.sort()).toEqual(['a', 'b'])
    offA()
    offB()
    expect(hasPendingDrafts()).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { OwnerAnswers } from './owner-answers.js'

function counting(answers: OwnerAnswers<{ n: number }>) {
  let loads = 0
  const ask = (owner: string, variant = 'first', freshAfter = -1) =>
    answers.answer(owner, variant, freshAfter, async () => ({ n: ++loads }))
  return { ask, loads: () => loads }
}

describe('OwnerAnswers', () => {
  it('keeps nothing until the node listens, then keeps each owner’s variants, frozen', async () => {
    const answers = new OwnerAnswers<{ n: number }>({ sources: ['a.source'] })
    const { ask, loads } = counting(answers)
    await ask('u1')
    await ask('u1')
    expect(loads()).toBe(2)
    answers.setListening(true)
    const first = await ask('u1')
    expect(await ask('u1')).toBe(first)
    expect(Object.isFrozen(first)).toBe(true)
    await ask('u1', 'second')
    expect(loads()).toBe(4)
    answers.setListening(false)
    await ask('u1')
    expect(loads()).toBe(5)
  })

  it('forgets an owner on its source’s announcement, everyone on *, and ignores other sources', async () => {
    const answers = new OwnerAnswers<{ n: number }>({ sources: ['a.source'] })
    answers.setListening(true)
    const { ask, loads } = counting(answers)
    await ask('u1')
    await ask('u2')
    answers.apply({ consumer: 'other.source', keys: ['u1'] })
    await ask('u1')
    expect(loads()).toBe(2)
    answers.apply({ consumer: 'a.source', keys: ['u1'] })
    await ask('u1')
    await ask('u2')
    expect(loads()).toBe(3)
    answers.apply({ consumer: 'a.source', keys: '*' })
    await ask('u2')
    expect(loads()).toBe(4)
  })

  it('does not keep a load that raced an announcement, nor serve one older than the owner’s settled write', async () => {
    let tick = 0
    const answers = new OwnerAnswers<{ n: number }>({ sources: ['a.source'], tick: () => tick })
    answers.setListening(true)
    let release!: () => void
    const slow = answers.answer('u1', 'first', -1, () => new Promise((resolve) => (release = () => resolve({ n: 1 }))))
    answers.apply({ consumer: 'a.source', keys: ['u1'] })
    release()
    await slow
    const { ask, loads } = counting(answers)
    await ask('u1')
    expect(loads()).toBe(1) // the raced load was not kept
    tick = 5 // the owner's write became known applied at tick 5: the answer kept at tick 0 may miss it
    await ask('u1', 'first', 5)
    expect(loads()).toBe(2)
    await ask('u1', 'first', 5)
    expect(loads()).toBe(2)
  })

  it('keeps at most its variants per owner, the least recently stored dropped first', async () => {
    const answers = new OwnerAnswers<{ n: number }>({ sources: ['a.source'], variantsPerOwner: 2 })
    answers.setListening(true)
    const { ask, loads } = counting(answers)
    await ask('u1', 'v1')
    await ask('u1', 'v2')
    await ask('u1', 'v3')
    await ask('u1', 'v2')
    await ask('u1', 'v3')
    expect(loads()).toBe(3)
    await ask('u1', 'v1')
    expect(loads()).toBe(4)
  })
})

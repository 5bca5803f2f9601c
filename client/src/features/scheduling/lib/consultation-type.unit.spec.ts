import { describe, expect, it } from 'vitest'
import { bookableType, feeOf, offeredTypes } from './consultation-type'

const videoOnly = { consultationFee: 150_000, offersChat: false, chatFee: 0 }
const withChat = { consultationFee: 150_000, offersChat: true, chatFee: 50_000 }

describe('consultation type', () => {
  it('video always, chat where the provider offers it, each at its own fee', () => {
    expect(offeredTypes(videoOnly)).toEqual(['VIDEO'])
    expect(offeredTypes(withChat)).toEqual(['VIDEO', 'CHAT'])
    expect(feeOf(withChat, 'CHAT')).toBe(50_000)
    expect(feeOf(withChat, 'VIDEO')).toBe(150_000)
    expect(feeOf(videoOnly, 'CHAT')).toBe(150_000)
  })

  it('a chat choice left over from a provider who offers it books as video elsewhere', () => {
    expect(bookableType(videoOnly, 'CHAT')).toBe('VIDEO')
    expect(bookableType(withChat, 'CHAT')).toBe('CHAT')
  })
})

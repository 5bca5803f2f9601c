import { describe, expect, it } from 'vitest'
import { InvalidatedCache } from './invalidated-cache.js'

describe('InvalidatedCache', () => {
  it('answers only while enabled, and never with a load that raced an eviction', () => {
    let on = true
    const cache = new InvalidatedCache<string>(() => on)
    cache.set('a', 'A', cache.begin())
    expect(cache.get('a')).toBe('A')
    on = false
    expect(cache.get('a')).toBeUndefined()
    on = true
    const since = cache.begin()
    cache.forget('b') // an eviction while 'a' was being loaded
    cache.set('a', 'A2', since)
    expect(cache.get('a')).toBe('A') // the older value stays; the raced load is not stored
  })

  it('drops the least recently used entries when the entries or their total size would pass the bound', () => {
    const cache = new InvalidatedCache<number[]>(
      () => true,
      10_000,
      3,
      (rows) => rows.length,
      10
    )
    cache.set('a', [1, 2, 3, 4, 5, 6], cache.begin())
    cache.set('a', [1, 2, 3, 4, 5, 6], cache.begin()) // replacing counts its size once
    cache.set('b', [1, 2, 3], cache.begin())
    expect(cache.get('a')).toBeDefined() // now 'b' is the least recently used
    cache.set('c', [1], cache.begin()) // 10: fits
    cache.set('d', [1, 2], cache.begin()) // 12 > 10: 'b' goes, then 9
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toHaveLength(6)
    expect(cache.get('c')).toEqual([1])
    expect(cache.get('d')).toEqual([1, 2])
    cache.set('e', [], cache.begin()) // a fourth entry: the least recently used ('a') goes
    expect(cache.get('a')).toBeUndefined()
    expect([cache.get('c'), cache.get('d'), cache.get('e')]).toEqual([[1], [1, 2], []])
    cache.set(
      'f',
      Array.from({ length: 10 }, (_, i) => i),
      cache.begin()
    ) // needs the whole bound: 'c' and 'd' go, the empty 'e' fits beside it
    expect([cache.get('c'), cache.get('d'), cache.get('e')]).toEqual([undefined, undefined, []])
    expect(cache.get('f')).toHaveLength(10)
    cache.set(
      'g',
      Array.from({ length: 11 }, (_, i) => i),
      cache.begin()
    ) // larger than the bound alone: not kept
    expect(cache.get('g')).toBeUndefined()
    expect(cache.get('f')).toHaveLength(10)
  })

  it('keeps nothing past its own time or the TTL', () => {
    const cache = new InvalidatedCache<string>(() => true, 10_000)
    cache.set('gone', 'x', cache.begin(), Date.now() - 1)
    expect(cache.get('gone')).toBeUndefined()
  })

  it('sweeps expired entries that nobody reads again', async () => {
    const cache = new InvalidatedCache<string>(() => true, 20)
    cache.set('idle', 'x', cache.begin())
    expect((cache as unknown as { entries: Map<string, unknown> }).entries.size).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect((cache as unknown as { entries: Map<string, unknown> }).entries.size).toBe(0)
  })
})

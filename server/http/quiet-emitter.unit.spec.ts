import { Emitter } from '@adonisjs/core/events'
import { describe, expect, it } from 'vitest'
import { skipEmitsWithoutListeners } from './quiet-emitter.js'

/** The framework's own Emitter (its app is only used to resolve class listeners, which these tests do not use). */
function quietEmitter() {
  const emitter = new Emitter<Record<string, unknown>>({} as any)
  skipEmitsWithoutListeners(emitter)
  return emitter
}

describe('the emitter that skips events nobody listens to', () => {
  it('delivers to a listener, including one added after an unheard emit', async () => {
    const emitter = quietEmitter()
    const heard: unknown[] = []
    await emitter.emit('session:committed', { n: 1 })
    emitter.on('session:committed', (data) => void heard.push(data))
    await emitter.emit('session:committed', { n: 2 })
    await emitter.emit('session:initiated', { n: 3 })
    expect(heard).toEqual([{ n: 2 }])
  })

  it('delivers every event to an onAny listener', async () => {
    const emitter = quietEmitter()
    const heard: string[] = []
    emitter.onAny((name) => void heard.push(String(name)))
    await emitter.emit('session:initiated', {})
    expect(heard).toEqual(['session:initiated'])
  })

  it('buffers every event while faked, listened to or not, and skips again once restored', async () => {
    const emitter = quietEmitter()
    const events = emitter.fake()
    await emitter.emit('session:initiated', { n: 1 })
    expect(events.exists('session:initiated')).toBe(true)
    emitter.restore()
    const heard: unknown[] = []
    emitter.on('session:initiated', (data) => void heard.push(data))
    await emitter.emit('session:initiated', { n: 2 })
    expect(heard).toEqual([{ n: 2 }])
  })
})

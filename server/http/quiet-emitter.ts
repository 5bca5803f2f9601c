import type { Emitter } from '@adonisjs/core/events'

/**
 * Makes the framework emitter's `emit` return at once for an event nobody listens to. The session
 * and auth packages emit four events on every signed-in request (session:initiated,
 * session_auth:authentication_attempted and _succeeded, session:committed) and nothing here
 * listens to them, yet each emit ran two async functions and a Promise.all in emittery: together
 * 0.02–0.08 ms of the app's CPU a request (docs/performance.md, stop 43). An event with a listener, an `onAny`
 * listener or an iterator (emittery counts them all) goes through as before, and so does every
 * event while the emitter is faked (tests).
 */
export function skipEmitsWithoutListeners(emitter: Emitter<any>) {
  const emit = emitter.emit.bind(emitter)
  const fake = emitter.fake.bind(emitter)
  const restore = emitter.restore.bind(emitter)
  let faking = false
  emitter.fake = ((events?: any) => {
    const buffer = fake(events) // (which calls restore first)
    faking = true
    return buffer
  }) as typeof emitter.fake
  emitter.restore = () => {
    faking = false
    restore()
  }
  emitter.emit = ((event: any, data: any) =>
    faking || emitter.hasListeners(event) ? emit(event, data) : Promise.resolve()) as typeof emitter.emit
}

import { DateTime } from 'luxon'
import { expect } from 'vitest'
import type { Account } from '../helpers/accounts.js'
import { eventually } from '../helpers/http-client.js'
import type { Cast } from './cast.js'

const TIMES = ['09:00', '10:30', '14:00', '15:30', '16:00']
const dateAt = (offset: number) => DateTime.now().setZone('Asia/Jakarta').startOf('day').plus({ days: offset })

/** The victim books every slot of the bookable provider's day `offset` (far from nextSlot's days). */
async function fillDay(c: Cast, offset: number) {
  const ids: string[] = []
  for (const time of TIMES) {
    const [hour, minute] = time.split(':').map(Number)
    const scheduledAt = dateAt(offset).set({ hour, minute }).toUTC().toISO()
    const res = await c.victim.client.post('/api/appointments', { providerId: c.bookable.user.profile!.id, scheduledAt })
    expect(res.status, res.text).toBe(201)
    ids.push(res.body.id)
  }
  return { date: dateAt(offset).toISODate()!, ids }
}

const once = <T>(make: (c: Cast) => Promise<T>) => {
  let made: Promise<T> | undefined
  return (c: Cast) => (made ??= make(c))
}

/** A full day every patient may join. */
export const fullWaitlistDay = once((c) => fillDay(c, 300).then((day) => day.date))

/** Patient A's waitlist entry (on the full day above, joined by A's POST cell). */
export const entryOfA = once(async (c) => {
  const date = await fullWaitlistDay(c)
  const a = c.accounts.patientA
  const mine = await a.client.get('/api/waitlist')
  return (mine.body.items as Array<{ id: string; date: string }>).find((e) => e.date === date)!.id
})

/** An open offer for patient A: A waits for a full day, then one of its bookings is cancelled. */
const offerForA = (offset: number) =>
  once(async (c) => {
    const { date, ids } = await fillDay(c, offset)
    const a: Account = c.accounts.patientA
    expect((await a.client.post('/api/waitlist', { providerId: c.bookable.user.profile!.id, date })).status).toBe(201)
    expect((await c.victim.client.patch(`/api/appointments/${ids[2]}/status`, { status: 'CANCELLED' })).status).toBe(200)
    return eventually(async () => {
      const items = (await a.client.get('/api/waitlist')).body.items as Array<{ date: string; offer: { id: string } | null }>
      return items.find((e) => e.date === date)?.offer?.id
    }, 10_000)
  })
export const offerToAccept = offerForA(301)
export const offerToDecline = offerForA(302)

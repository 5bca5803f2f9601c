import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import { listActiveProviders } from '#modules/identity/index'
import { bookAppointment } from '../commands/book-appointment.js'
import { settings } from '../settings.js'

export interface DemoBooking {
  patientUserId: string
  providerUserId: string
  daysAhead: number
  time: string
  complaint: string
}

/** Books demo appointments through the real command (events, read models and e-mails follow). */
export async function seedDemoAppointments(bookings: DemoBooking[]) {
  const providers = await listActiveProviders()
  for (const booking of bookings) {
    const provider = providers.find((p) => p.userId === booking.providerUserId)
    if (!provider) continue
    const [hour, minute] = booking.time.split(':').map(Number)
    const scheduledAt = DateTime.now()
      .setZone(settings.timezone())
      .plus({ days: booking.daysAhead })
      .set({ hour, minute, second: 0, millisecond: 0 })
    await bookAppointment(
      {
        providerId: provider.id,
        scheduledAt: scheduledAt.toISO()!,
        complaint: booking.complaint,
        reason: booking.complaint,
        patientId: undefined,
        paymentMethod: undefined,
        type: undefined,
      },
      { actor: { userId: booking.patientUserId, role: 'PATIENT' }, correlationId: `seed-${randomUUID()}` }
    )
  }
}

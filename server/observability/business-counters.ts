import { committedEvents } from '#events/outbox'
import { mailSentChannel } from '#modules/notification/index'
import { bookings, cancellations, mailsSent } from './metrics.js'

interface CommittedEvents {
  events: Array<{ type: string; payload: Record<string, unknown> }>
}

const countEvents = (message: unknown) => {
  for (const event of (message as CommittedEvents).events) {
    if (event.type === 'AppointmentBooked') bookings.inc()
    else if (event.type === 'AppointmentCancelled') cancellations.inc({ by: String(event.payload.cancelledBy ?? 'UNKNOWN') })
  }
}
const countMail = (message: unknown) => mailsSent.inc({ kind: String((message as { kind: string }).kind) })

/**
 * Counts bookings and cancellations from the events a command committed (one place, whichever
 * use case booked: the booking dialog or an accepted waitlist offer) and e-mails as the
 * worker sends them. Idempotent; undone by the returned function.
 */
export function countBusinessEvents(): () => void {
  committedEvents.subscribe(countEvents)
  mailSentChannel.subscribe(countMail)
  return () => {
    committedEvents.unsubscribe(countEvents)
    mailSentChannel.unsubscribe(countMail)
  }
}

import { createEventPositionTracker } from '@/lib/event-position'

/**
 * Positions of scheduling events seen by this tab (booking/cancel responses and
 * 'appointment.changed' pushes); appointment GETs send the highest back as X-Min-Position.
 */
export const appointmentPositions = createEventPositionTracker()

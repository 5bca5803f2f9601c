import { createEventPositionTracker } from '@/lib/event-position'

/**
 * Positions of the message events this tab heard pushed (sent, read, withdrawn); the 'Pesan'
 * GETs send the highest back as X-Min-Position, so a node answers with lists and a badge that
 * have them (the server keeps each user's badge between changes: ADR 0025).
 */
export const messagePositions = createEventPositionTracker()

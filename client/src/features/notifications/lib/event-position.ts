import { createEventPositionTracker } from '@/lib/event-position'

/**
 * Positions of the events behind the 'notification.created' pushes this tab heard; the bell's
 * GET sends the highest back as X-Min-Position, so a node answers with a bell that has them
 * (the server keeps each user's bell between changes: ADR 0025).
 */
export const notificationPositions = createEventPositionTracker()

import { createEventPositionTracker } from '@/lib/event-position'

/**
 * Positions of account events seen by this tab (admin mutation responses and pushes); admin
 * queries send the highest back as X-Min-Position.
 */
export const adminPositions = createEventPositionTracker()

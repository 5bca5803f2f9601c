import { createEventPositionTracker } from '@/lib/event-position'

/**
 * Positions of 'activity.added' pushes this tab heard: the feed's refetch sends the highest as
 * X-Min-Position, so the server answers once the activity read model holds that entry.
 */
export const activityPositions = createEventPositionTracker()

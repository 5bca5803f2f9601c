/**
 * When a treating provider may see a patient's records: from `beforeHours` before a booked
 * (non-cancelled) appointment until `afterDays` after it. Each appointment opens its own window;
 * a provider with several appointments sees the records while any of them is open, so between a
 * long-past visit and a far-away booking the record stays closed.
 */
export interface AccessWindowPolicy {
  beforeHours: number
  afterDays: number
}

export const DEFAULT_ACCESS_WINDOW: AccessWindowPolicy = { beforeHours: 24, afterDays: 30 }

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

/** The window one appointment opens, both ends included. */
export function accessWindowOf(scheduledAt: Date, policy: AccessWindowPolicy) {
  return {
    opensAt: new Date(scheduledAt.getTime() - policy.beforeHours * HOUR_MS),
    closesAt: new Date(scheduledAt.getTime() + policy.afterDays * DAY_MS),
  }
}

export function isInsideAccessWindow(scheduledAt: Date, now: Date, policy: AccessWindowPolicy): boolean {
  const { opensAt, closesAt } = accessWindowOf(scheduledAt, policy)
  return opensAt.getTime() <= now.getTime() && now.getTime() <= closesAt.getTime()
}

/**
 * The same rule turned around for a query: the appointments whose window holds `now` are those
 * scheduled in [now - afterDays, now + beforeHours].
 */
export function scheduledRangeOpenAt(now: Date, policy: AccessWindowPolicy) {
  return {
    from: new Date(now.getTime() - policy.afterDays * DAY_MS),
    until: new Date(now.getTime() + policy.beforeHours * HOUR_MS),
  }
}

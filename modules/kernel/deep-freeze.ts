/** Values deepFreeze froze, with everything inside them: only these are served as made once. */
const deeplyFrozen = new WeakSet<object>()

/**
 * Freezes a value and everything it holds (plain objects and arrays), and answers it. For answers
 * kept and served to many requests: a frozen body cannot change, so its JSON is made once
 * (server/app/middleware/api-response-middleware.ts) and no request can alter what the next one gets.
 */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || deeplyFrozen.has(value)) return value
  for (const inner of Object.values(value)) deepFreeze(inner)
  Object.freeze(value)
  deeplyFrozen.add(value)
  return value
}

/** Whether the value was frozen whole by deepFreeze (a value frozen only on the outside is not). */
export const isDeeplyFrozen = (value: object) => deeplyFrozen.has(value)

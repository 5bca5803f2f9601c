/**
 * Freezes a value and everything it holds (plain objects and arrays), and answers it. For answers
 * kept and served to many requests: a frozen body cannot change, so its JSON is made once
 * (server/app/middleware/api-response-middleware.ts) and no request can alter what the next one gets.
 */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value
  for (const inner of Object.values(value)) deepFreeze(inner)
  return Object.freeze(value)
}

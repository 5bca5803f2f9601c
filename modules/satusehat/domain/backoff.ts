/** Delay before attempt `attempts + 1` after `attempts` failed ones: base · 2^(attempts-1), capped. */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  const exponent = Math.max(0, attempts - 1)
  return Math.min(maxMs, baseMs * 2 ** Math.min(exponent, 30))
}

/** After a failed attempt: go again later, or give up (dead letter) once `maxAttempts` are used. */
export function afterFailure(attempts: number, maxAttempts: number): 'RETRY' | 'DEAD' {
  return attempts >= maxAttempts ? 'DEAD' : 'RETRY'
}

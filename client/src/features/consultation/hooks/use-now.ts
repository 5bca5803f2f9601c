import { useEffect, useState } from 'react'

/** The clock, re-read every `stepMs` while `enabled` (the waiting room's countdown). */
export function useNow(stepMs = 1000, enabled = true): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!enabled) return
    setNow(Date.now())
    const timer = setInterval(() => setNow(Date.now()), stepMs)
    return () => clearInterval(timer)
  }, [stepMs, enabled])
  return now
}

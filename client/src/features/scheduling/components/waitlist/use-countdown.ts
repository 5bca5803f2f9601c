import { useEffect, useState } from 'react'

/** Milliseconds left until `until` (never below 0), ticking every second. */
export function useCountdown(until: string | null): number {
  const end = until ? new Date(until).getTime() : 0
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!end) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [end])
  return Math.max(0, end - now)
}

/** '29:05' (minutes:seconds), or '1:02:03' past an hour. */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(ms / 1000)
  const [h, m, s] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60]
  const pad = (n: number) => String(n).padStart(2, '0')
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`
}

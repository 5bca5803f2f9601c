import { localeFor } from '@/lib/format'

const STEPS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.345],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
]

/** "5 menit yang lalu" / "5 minutes ago" (Intl, id-ID or en-GB); under 45 s: "sekarang" / "now". */
export function formatRelativeTime(iso: string, language: string, now: number = Date.now()): string {
  const format = new Intl.RelativeTimeFormat(localeFor(language), { numeric: 'auto' })
  let value = (new Date(iso).getTime() - now) / 1000
  if (Math.abs(value) < 45) return format.format(0, 'second')
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return format.format(Math.round(value), unit)
    value /= size
  }
  return format.format(Math.round(value), 'year')
}

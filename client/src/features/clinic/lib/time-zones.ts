/** Indonesia's three zones, first in the picker (key = its label in adminTools.settings.timezone). */
export const INDONESIAN_ZONES = [
  { zone: 'Asia/Jakarta', label: 'wib' },
  { zone: 'Asia/Makassar', label: 'wita' },
  { zone: 'Asia/Jayapura', label: 'wit' },
] as const

/** Every other IANA zone this browser knows (and the current value, should the browser lack it). */
export function otherTimeZones(current?: string): string[] {
  const indonesian = new Set<string>(INDONESIAN_ZONES.map((z) => z.zone))
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC']
  const zones = new Set(['UTC', ...known])
  if (current) zones.add(current)
  return [...zones].filter((zone) => !indonesian.has(zone)).sort()
}

/** "UTC+07:00" for a zone now (the offset a clinic manager recognises). */
export function zoneOffset(zone: string, at = new Date()): string {
  try {
    const name = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value
    return (name ?? 'GMT').replace('GMT', 'UTC') || 'UTC'
  } catch {
    return ''
  }
}

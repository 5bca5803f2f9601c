import { localeFor } from '@/lib/format'

/** Date, time and zone name of an instant on the clinic's wall clock (the zone is a clinic setting). */
export function clinicClock(iso: string, zone: string, language: string) {
  const date = new Date(iso)
  const locale = localeFor(language)
  const part = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { timeZone: zone, ...options }).format(date)
  const zoneName =
    new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' })
      .formatToParts(date)
      .find((p) => p.type === 'timeZoneName')?.value ?? zone
  return {
    /** e.g. 'Selasa, 24 November 2026' */
    date: part({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
    /** e.g. '09.00' */
    time: part({ hour: '2-digit', minute: '2-digit', hour12: false }),
    /** e.g. 'WIB' */
    zone: zoneName,
  }
}

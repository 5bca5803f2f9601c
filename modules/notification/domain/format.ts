import { zoneLabel } from '../../kernel/index.js'

/** Indonesian presentation of dates, times and money (id-ID, in the clinic's zone). */

export function formatDateId(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('id-ID', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(
    new Date(iso)
  )
}

/** '09.00' — id-ID uses a dot between hours and minutes. */
export function formatTimeId(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('id-ID', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone }).format(new Date(iso))
}

/** 'Rp75.000' — Indonesian thousands separators, no decimals, no space. */
export function formatRupiah(amount: number): string {
  return `Rp${new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 }).format(amount)}`
}

/** '09.00–09.30 WIB' */
export function formatTimeRange(iso: string, minutes: number, timeZone: string): string {
  const end = new Date(new Date(iso).getTime() + minutes * 60_000).toISOString()
  return `${formatTimeId(iso, timeZone)}–${formatTimeId(end, timeZone)} ${zoneLabel(timeZone)}`
}

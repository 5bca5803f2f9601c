import { addMinutes } from 'date-fns'
import i18n from '@/i18n/i18n'
import { CLINIC_TIME_ZONE, fromDateKey, toInstant, type DateInput } from './clinic-time'

/** Intl locale for the UI language: Indonesian by default, British English otherwise. */
export function localeFor(language: string = i18n.language): string {
  return language?.startsWith('en') ? 'en-GB' : 'id-ID'
}

// Intl (the browser's CLDR data) formats, not date-fns' format(): its locales add bytes and differ
// from CLDR (id short month "Agt" where Intl says "Agu"). docs/adr/0016-client-dates.md
function format(value: DateInput, options: Intl.DateTimeFormatOptions, language?: string) {
  const date = toInstant(value)
  return date ? new Intl.DateTimeFormat(localeFor(language), { timeZone: CLINIC_TIME_ZONE, ...options }).format(date) : ''
}

/** e.g. "22 Nov 2025" */
export const formatDate = (value: DateInput, language?: string) =>
  format(value, { day: 'numeric', month: 'short', year: 'numeric' }, language)

/** e.g. "Sabtu, 22 November 2025" */
export const formatLongDate = (value: DateInput, language?: string) =>
  format(value, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }, language)

/** e.g. "14.30" (id) or "14:30" (en) */
export const formatTime = (value: DateInput, language?: string) =>
  format(value, { hour: '2-digit', minute: '2-digit', hour12: false }, language)

/** e.g. "22 Nov 2025 14.30" */
export const formatDateTime = (value: DateInput, language?: string) =>
  format(value, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false }, language)

/** e.g. "09.00 – 09.30" (id) or "09:00 – 09:30" (en): a session of `minutes` from `start`. */
export function formatTimeRange(start: DateInput, minutes: number, language?: string): string {
  const from = toInstant(start)
  return from ? `${formatTime(from, language)} – ${formatTime(addMinutes(from, minutes), language)}` : ''
}

/** A calendar day ('2026-11-23') as a long date, e.g. "Senin, 23 November 2026". */
export function formatDateKey(key: string, language?: string): string {
  const day = fromDateKey(key)
  return day ? formatLongDate(day, language) : ''
}

const rupiah = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
})

/** formatRupiah(75000) -> "Rp75.000" (Indonesian separators, no space after Rp). */
export function formatRupiah(amount: number): string {
  return rupiah.format(amount).replace(/\s|\u00a0|\u202f/g, '')
}

import i18n from '@/i18n/i18n'

type DateInput = string | number | Date

/**
 * The clinic's time zone (the server's APP_TIMEZONE). Every date and time on screen is shown in
 * it, so a 09:00 slot reads 09.00 wherever the browser happens to be.
 */
export const CLINIC_TIME_ZONE = 'Asia/Jakarta'

/** Intl locale for the UI language: Indonesian by default, British English otherwise. */
export function localeFor(language: string = i18n.language): string {
  return language?.startsWith('en') ? 'en-GB' : 'id-ID'
}

function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

function format(value: DateInput, options: Intl.DateTimeFormatOptions, language?: string) {
  const date = toDate(value)
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
  format(
    value,
    { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false },
    language,
  )

/** e.g. "09.00 – 09.30" (id) or "09:00 – 09:30" (en): a session of `minutes` from `start`. */
export function formatTimeRange(start: DateInput, minutes: number, language?: string): string {
  const from = toDate(start)
  if (!from) return ''
  const to = new Date(from.getTime() + minutes * 60_000)
  return `${formatTime(from, language)} – ${formatTime(to, language)}`
}

/** The calendar day ('YYYY-MM-DD') an instant falls on in `timeZone` (the clinic's by default). */
export function toDateKey(value: DateInput, timeZone: string = CLINIC_TIME_ZONE): string {
  const date = toDate(value)
  if (!date) return ''
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(date)
    .reduce<Record<string, string>>((acc, part) => ({ ...acc, [part.type]: part.value }), {})
  return `${parts.year}-${parts.month}-${parts.day}`
}

/** A calendar day ('2026-11-23') as a long date, e.g. "Senin, 23 November 2026" (no zone shift). */
export function formatDateKey(key: string, language?: string): string {
  const date = toDate(`${key}T00:00:00Z`)
  return date
    ? new Intl.DateTimeFormat(localeFor(language), {
        timeZone: 'UTC',
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }).format(date)
    : ''
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

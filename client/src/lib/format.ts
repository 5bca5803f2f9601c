import i18n from '@/i18n/i18n'

type DateInput = string | number | Date

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
  return date ? new Intl.DateTimeFormat(localeFor(language), options).format(date) : ''
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

/**
 * One catalogue: the same keys in Indonesian (the default) and English. Texts use ICU message
 * syntax (`{minutes}`, `{minutes, plural, one {# minute} other {# minutes}}`).
 */
export interface Catalogue {
  id: Record<string, string>
  en: Record<string, string>
}

/** Messages of the shared kernel: generic refusals, input checks, paging. */
const id = {
  'kernel.not_found': 'Data tidak ditemukan',
  'kernel.forbidden': 'Akses ditolak',
  'kernel.invalid_data': 'Data tidak valid: {details}',
  'kernel.unknown_fields': 'Kolom tidak dikenal: {details}',
  'kernel.input_too_deep': 'Isi permintaan bersarang terlalu dalam (maksimal {max} tingkat)',
  'kernel.input_too_deep_field': 'Struktur terlalu dalam',
  'kernel.unsafe_text': 'Data tidak valid: {field} — mengandung karakter yang tidak diizinkan (NUL atau surrogate tanpa pasangan)',
  'kernel.unsafe_text_field': 'mengandung karakter yang tidak diizinkan (NUL atau surrogate tanpa pasangan)',
  'kernel.prototype_key': 'Data tidak valid: {field} — nama field tidak diizinkan',
  'kernel.prototype_key_field': 'Nama field tidak diizinkan',
  'kernel.bad_cursor': 'Kursor halaman tidak valid: mulai lagi dari halaman pertama (tanpa parameter cursor)',
  'kernel.bad_cursor_field': 'Kursor halaman tidak valid',
  'kernel.bad_limit': 'Parameter limit harus bilangan bulat 1–{max}',
  'kernel.bad_limit_field': 'limit harus bilangan bulat 1–{max}',
}

// typed by the Indonesian keys: a key missing (or extra) here fails the build
const en: Record<keyof typeof id, string> = {
  'kernel.not_found': 'Not found',
  'kernel.forbidden': 'Access denied',
  'kernel.invalid_data': 'Invalid data: {details}',
  'kernel.unknown_fields': 'Unknown fields: {details}',
  'kernel.input_too_deep': 'The request body is nested too deeply (at most {max} levels)',
  'kernel.input_too_deep_field': 'Structure too deep',
  'kernel.unsafe_text': 'Invalid data: {field} — contains characters that are not allowed (NUL or an unpaired surrogate)',
  'kernel.unsafe_text_field': 'contains characters that are not allowed (NUL or an unpaired surrogate)',
  'kernel.prototype_key': 'Invalid data: {field} — this field name is not allowed',
  'kernel.prototype_key_field': 'Field name not allowed',
  'kernel.bad_cursor': 'Invalid page cursor: start again from the first page (without the cursor parameter)',
  'kernel.bad_cursor_field': 'Invalid page cursor',
  'kernel.bad_limit': 'The limit parameter must be a whole number from 1 to {max}',
  'kernel.bad_limit_field': 'limit must be a whole number from 1 to {max}',
}

export const kernelMessages = { id, en }

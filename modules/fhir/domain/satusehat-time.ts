/**
 * A time as SATUSEHAT writes it: UTC with the offset spelled `+00:00`, whole seconds
 * (res-encounter.md, note 2: "Standar format Waktu … UTC +00", e.g. `2023-08-23T10:35:00+00:00`).
 */
export function satusehatTime(iso: string): string {
  return new Date(iso).toISOString().replace(/\.\d{3}Z$/, '+00:00')
}

/** SATUSEHAT refuses dates before 3 June 2014 (res-encounter.md, note 3). */
export const SATUSEHAT_EARLIEST = '2014-06-03T00:00:00+00:00'

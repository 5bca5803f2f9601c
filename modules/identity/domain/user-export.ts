import type { Role, UserStatus } from '../contracts/roles.js'

/** A row of the admin read model as the export reads it (rm_admin_users). */
export interface ExportedUserRow {
  user_id: string
  email: string
  name: string
  role: Role
  status: UserStatus
  provider_role: string | null
  specialization: string | null
  str_number: string | null
  verified_at: Date | string | null
  created_at: Date | string
  updated_at: Date | string
}

/**
 * The CSV's columns, headers in Indonesian (the clinic's language; the file goes to spreadsheets
 * and auditors, not to the UI). Nothing of the password, sessions or tokens: only what the admin
 * table shows.
 */
export const USER_EXPORT_COLUMNS = [
  { key: 'id', header: 'ID Pengguna' },
  { key: 'email', header: 'Email' },
  { key: 'name', header: 'Nama' },
  { key: 'role', header: 'Peran' },
  { key: 'status', header: 'Status' },
  { key: 'providerRole', header: 'Profesi' },
  { key: 'specialization', header: 'Spesialisasi' },
  { key: 'strNumber', header: 'Nomor STR' },
  { key: 'verifiedAt', header: 'Terverifikasi Pada' },
  { key: 'createdAt', header: 'Terdaftar Pada' },
  { key: 'updatedAt', header: 'Diperbarui Pada' },
] as const

export type ExportedUserRecord = Record<(typeof USER_EXPORT_COLUMNS)[number]['key'], string>

const ROLE_LABELS: Record<Role, string> = { PATIENT: 'Pasien', PROVIDER: 'Tenaga Kesehatan', ADMIN: 'Administrator' }
const STATUS_LABELS: Record<UserStatus, string> = { ACTIVE: 'Aktif', SUSPENDED: 'Ditangguhkan' }

/** 'YYYY-MM-DD HH:mm' on the clinic's wall clock: a form every spreadsheet reads as a date. */
export function clinicDateTime(value: Date | string | null, timeZone: string): string {
  if (value === null) return ''
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(value))
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`
}

/** One CSV record per user (formula injection is escaped by the writer: escape_formulas). */
export function exportedUserRecord(row: ExportedUserRow, timeZone: string): ExportedUserRecord {
  const provider = row.role === 'PROVIDER'
  return {
    id: row.user_id,
    email: row.email,
    name: row.name,
    role: ROLE_LABELS[row.role] ?? row.role,
    status: STATUS_LABELS[row.status] ?? row.status,
    providerRole: provider ? (row.provider_role ?? '') : '',
    specialization: provider ? (row.specialization ?? '') : '',
    strNumber: provider ? (row.str_number ?? '') : '',
    verifiedAt: provider ? clinicDateTime(row.verified_at, timeZone) : '',
    createdAt: clinicDateTime(row.created_at, timeZone),
    updatedAt: clinicDateTime(row.updated_at, timeZone),
  }
}

/** `pengguna-<filter>-<YYYY-MM-DD>.csv`, dated on the clinic's calendar. */
export function exportFileName(filter: string, now: Date, timeZone: string): string {
  return `pengguna-telerawat-${filter}-${clinicDateTime(now, timeZone).slice(0, 10)}.csv`
}

import pg from 'pg'
import db from '@adonisjs/lucid/services/db'
import type { Logger } from '@adonisjs/core/logger'
import { moduleSettings } from '#modules/kernel/index'
import { clinicSettingsSchema, DEFAULT_CLINIC_SETTINGS, type ClinicSettings } from './contracts/clinic-settings.js'

/** The validated settings the clinic reads, given by the server at registration. */
const env = moduleSettings<{ APP_TIMEZONE: string; DATABASE_URL: string }>()
export const configureClinicSettings = env.configure

const CHANNEL = 'telerawat_clinic_settings'
const RECONNECT_MS = 1000
/** Safety net: a node whose LISTEN connection dropped still catches up within this. */
const REFRESH_MS = 30_000

interface Stored {
  settings: ClinicSettings
  version: number
  updatedAt: Date | null
}

/** The defaults: the constants, with the time zone of APP_TIMEZONE when set. */
export function defaultSettings(): ClinicSettings {
  return { ...DEFAULT_CLINIC_SETTINGS, timezone: env.get('APP_TIMEZONE') || DEFAULT_CLINIC_SETTINGS.timezone }
}

/** Stored values over the defaults; a stored value that no longer validates falls back to its default. */
export function mergeStored(defaults: ClinicSettings, stored: Record<string, unknown> | null | undefined): ClinicSettings {
  const merged: Record<string, unknown> = { ...defaults }
  for (const [key, value] of Object.entries(stored ?? {})) {
    if (!(key in defaults)) continue
    const field = clinicSettingsSchema.shape[key as keyof ClinicSettings]
    if (field.safeParse(value).success) merged[key] = value
  }
  return merged as ClinicSettings
}

/**
 * Every node keeps the settings in memory so that reading them costs nothing and needs no await
 * (slots, time zone and cut-offs are read on hot paths). It loads them at start and again on each
 * NOTIFY that the table's trigger sends, so a change made on one node applies on all at once.
 */
class SettingsStore {
  private current: Stored = { settings: defaultSettings(), version: 0, updatedAt: null }
  private client?: pg.Client
  private timer?: NodeJS.Timeout
  private refreshTimer?: NodeJS.Timeout
  private stopped = true
  /** LISTENing, and loaded since: every change reaches this copy by NOTIFY. */
  private listening = false

  get(): Stored {
    return this.current
  }

  /** What GET /api/clinic/settings serves: this copy while it listens for changes, else a fresh read. */
  async served(): Promise<Stored> {
    return this.listening ? this.current : this.load()
  }

  async load(): Promise<Stored> {
    const row = await db.from('clinic_settings').where('id', 1).first()
    this.current = row
      ? { settings: mergeStored(defaultSettings(), row.settings), version: row.version, updatedAt: row.updated_at }
      : { settings: defaultSettings(), version: 0, updatedAt: null }
    return this.current
  }

  /** The writer's own node applies its change at once (others by NOTIFY). */
  set(stored: Stored) {
    this.current = stored
  }

  async start(logger: Logger) {
    if (!this.stopped) return
    this.stopped = false
    await this.load().catch((err) => logger.warn({ err }, 'clinic settings: first load failed; defaults apply until the next one'))
    void this.listen(logger)
    this.refreshTimer = setInterval(() => void this.load().catch(() => {}), REFRESH_MS)
    this.refreshTimer.unref()
  }

  private async listen(logger: Logger) {
    const client = new pg.Client({ connectionString: env.get('DATABASE_URL'), application_name: 'telerawat-clinic-settings' })
    const lost = (err?: Error) => {
      if (this.client !== client) return
      this.client = undefined
      this.listening = false
      client.end().catch(() => {})
      if (this.stopped) return
      if (err) logger.warn({ err }, 'clinic settings listener lost its connection; reconnecting')
      this.timer = setTimeout(() => void this.listen(logger), RECONNECT_MS)
    }
    client.on('notification', () => void this.load().catch((err) => logger.warn({ err }, 'clinic settings: reload failed')))
    client.on('error', lost)
    client.on('end', () => lost())
    this.client = client
    try {
      await client.connect()
      await client.query(`LISTEN ${CHANNEL}`)
      await this.load() // anything changed while connecting
      this.listening = this.client === client
    } catch (error) {
      lost(error as Error)
    }
  }

  async stop() {
    this.stopped = true
    this.listening = false
    clearTimeout(this.timer)
    clearInterval(this.refreshTimer)
    const client = this.client
    this.client = undefined
    await client?.end().catch(() => {})
  }
}

export const settingsStore = new SettingsStore()

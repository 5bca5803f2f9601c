import { spawnSync } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../../..')

/** The demo accounts and appointments of `npm start` (node ace db:seed-demo) in the test database. */
export function seedDemo() {
  const seeded = spawnSync(process.execPath, ['server/ace.js', 'db:seed-demo'], { cwd: root, env: process.env, encoding: 'utf8' })
  if (seeded.status !== 0) throw new Error(`db:seed-demo failed:\n${seeded.stdout}\n${seeded.stderr}`)
}

export const DEMO = {
  patient: { email: 'andi@contoh.id', password: 'Pasien123!', home: '/patient' },
  provider: { email: 'perawat.sari@telerawat.id', password: 'Perawat123!', home: '/provider' },
  admin: { email: 'admin@telerawat.id', password: 'Admin123!', home: '/admin' },
} as const

/** `time` (HH:MM) in Jakarta `days` days from now, as an ISO instant. */
export function jakartaTimeAfter(days: number, time: string): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date())
  const date = new Date(`${today}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return `${date.toISOString().slice(0, 10)}T${time}:00+07:00`
}

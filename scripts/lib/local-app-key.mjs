import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** APP_KEY of a local run: made once per DATA_DIR and kept in `<dataDir>/app-key` (owner-only). */
export function localAppKey(dataDir) {
  const keyFile = path.join(dataDir, 'app-key')
  if (!existsSync(keyFile)) writeFileSync(keyFile, randomBytes(32).toString('base64url'), { mode: 0o600 })
  return readFileSync(keyFile, 'utf8').trim()
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LucidModel, LucidRow } from '@adonisjs/lucid/types/model'
import { bootApp, resetDatabase } from '../tests/helpers/app.mjs'
import { registerAccount } from '../tests/helpers/accounts.js'

// server/http/cached-user-provider.ts: the session guard's user model, built from the node's
// cached user row without Lucid's per-request hydration. It must be the model Lucid builds, and
// no two requests may share anything one of them could change.
let server: Awaited<ReturnType<typeof bootApp>>
let User: LucidModel
let fromRow: (model: LucidModel, row: Record<string, unknown>) => LucidRow | null

beforeAll(async () => {
  server = await bootApp()
  await resetDatabase(server.db)
  User = (await server.import('#modules/identity/index')).User
  fromRow = (await server.import('#server/http/cached-user-provider')).modelFromCachedRow
})
afterAll(async () => {
  await server?.stop()
})

async function userRow() {
  const account = await registerAccount(server.url, 'PATIENT')
  return (await server.db.from('users').where('id', account.user.id).first()) as Record<string, unknown>
}

const state = (user: LucidRow) => ({
  attributes: user.$attributes,
  original: user.$original,
  extras: user.$extras,
  persisted: user.$isPersisted,
  local: user.$isLocal,
  dirty: user.$isDirty,
  json: user.serialize(),
})

describe('the session user built from a cached row', () => {
  it('is the model Lucid builds, on the first request of the row and on later ones', async () => {
    const row: Record<string, unknown> = { ...(await userRow()), email_verified_at: new Date('2026-01-02T03:04:05Z') }
    const lucid = User.$createFromAdapterResult({ ...row })!
    const first = fromRow(User, row)!
    const later = fromRow(User, row)!
    expect(state(first)).toEqual(state(lucid))
    expect(state(later)).toEqual(state(lucid))
    expect(later).toBeInstanceOf(User)
    expect(later.$isDirty).toBe(false)
    expect(later.$extras.email_verified_at).toEqual(row.email_verified_at)
  })

  it('shares no object a request could change with another request', async () => {
    const row: Record<string, unknown> = { ...(await userRow()), email_verified_at: new Date('2026-01-02T03:04:05Z') }
    const first = fromRow(User, row) as LucidRow & { fullName: string | null; status: string }
    const second = fromRow(User, row) as LucidRow & { fullName: string | null; status: string }
    expect(second).not.toBe(first)
    expect(second.$attributes).not.toBe(first.$attributes)
    expect(second.$original).not.toBe(first.$original)
    expect(second.$extras).not.toBe(first.$extras)
    expect(second.$extras.email_verified_at).not.toBe(first.$extras.email_verified_at)
    first.fullName = 'Diubah oleh permintaan lain'
    first.status = 'SUSPENDED'
    ;(first.$extras.email_verified_at as Date).setTime(0)
    const third = fromRow(User, row) as LucidRow & { fullName: string | null; status: string }
    expect(third.fullName).toBe(row.full_name)
    expect(third.status).toBe('ACTIVE')
    expect(third.$isDirty).toBe(false)
    expect(third.$extras.email_verified_at).toEqual(new Date('2026-01-02T03:04:05Z'))
    expect(second.fullName).toBe(row.full_name)
  })

  it('can still be saved, and only what changed is written', async () => {
    const row = await userRow()
    fromRow(User, row)
    const user = fromRow(User, row) as LucidRow & { fullName: string | null }
    user.fullName = 'Nama Baru Pasien'
    expect(Object.keys(user.$dirty)).toEqual(['fullName'])
    await user.save()
    expect(user.$isDirty).toBe(false)
    const saved = await server.db
      .from('users')
      .where('id', row.id as string)
      .first()
    expect(saved.full_name).toBe('Nama Baru Pasien')
    expect(saved.email).toBe(row.email)
  })

  it('a row holding a value it cannot share is hydrated by Lucid on every request', async () => {
    const row = { ...(await userRow()), settings_json: { theme: 'gelap' } }
    fromRow(User, row)
    const later = fromRow(User, row)!
    expect(state(later)).toEqual(state(User.$createFromAdapterResult({ ...row })!))
    expect(later.$attributes).not.toBe(fromRow(User, row)!.$attributes)
  })
})

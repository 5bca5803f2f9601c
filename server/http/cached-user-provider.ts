import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { SessionLucidUserProvider } from '@adonisjs/auth/session'
import type { LucidAuthenticatable } from '@adonisjs/auth/types/session'
import type { LucidModel, LucidRow } from '@adonisjs/lucid/types/model'
import { identityCache } from '#modules/identity/index'

type Values = Record<string, unknown>
/** A cached row's model values, made once per row: `false` when a value cannot be shared safely. */
const hydratedRows = new WeakMap<object, { attributes: Values; extras: Values } | false>()

/**
 * A value that may go into several requests' models: primitives and luxon DateTimes (immutable)
 * as they are, a Date as a new Date; anything else (a JSON object) is `undefined`: not shareable.
 */
function ownCopy(value: unknown): unknown {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return value
  if (value instanceof DateTime) return value
  if (value instanceof Date) return new Date(value.getTime())
  return undefined
}

function copyAll(values: Values): Values | undefined {
  const copy: Values = {}
  for (const key of Object.keys(values)) {
    const value = ownCopy(values[key])
    if (value === undefined && values[key] !== undefined) return undefined
    copy[key] = value
  }
  return copy
}

/**
 * The same model `$createFromAdapterResult` makes from the row (persisted, not dirty), without
 * converting every date column to a DateTime and deep-cloning the originals on every request
 * (the largest part of a signed-in GET's user lookup, docs/performance.md "The session path"):
 * the first request of a cached row hydrates it as Lucid does and keeps its values; later ones
 * get fresh attribute, original and extras objects holding only immutable or copied values.
 */
export function modelFromCachedRow<Model extends LucidModel>(model: Model, row: Values): InstanceType<Model> | null {
  const known = hydratedRows.get(row)
  if (known === undefined || known === false) {
    const user = model.$createFromAdapterResult({ ...row }) as InstanceType<Model> | null
    if (known === undefined && user) {
      const attributes = copyAll(user.$attributes)
      const extras = copyAll(user.$extras)
      hydratedRows.set(row, attributes && extras ? { attributes, extras } : false)
    }
    return user
  }
  const user = new model() as LucidRow
  // into the instance's own empty objects: a read through the model's proxy costs less than a write
  Object.assign(user.$attributes, known.attributes)
  Object.assign(user.$original, known.attributes)
  Object.assign(user.$extras, copyAll(known.extras))
  // defined, not assigned: an assignment through the model's proxy also runs its define trap
  Object.defineProperty(user, '$isPersisted', { value: true })
  Object.defineProperty(user, '$isLocal', { value: false })
  return user as InstanceType<Model>
}

/**
 * The session guard's user lookup, served from the per-node identity cache (evicted on every
 * node by NOTIFY when the user row changes: a new row object, hydrated anew). A fresh model
 * instance is built per request, so no request can change another's user object.
 */
export class CachedSessionUserProvider<UserModel extends LucidAuthenticatable> extends SessionLucidUserProvider<UserModel> {
  async findById(identifier: string | number | bigint) {
    const id = String(identifier)
    const row = await identityCache.users.remember(id, () => db.from('users').where('id', id).first())
    if (!row) return null
    const user = modelFromCachedRow(await this.getModel(), row)
    return user ? this.createUserForGuard(user) : null
  }
}

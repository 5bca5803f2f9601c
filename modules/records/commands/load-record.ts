import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { notFound } from '#modules/kernel/index'

export const RECORD_NOT_FOUND = 'records.record_not_found'

/** Loads a medical record row (locked when `forUpdate`, inside a command). 404 when absent. */
export async function loadRecord(client: QueryClientContract, id: string, { forUpdate = false } = {}) {
  const query = client.from('medical_records').where('id', id)
  if (forUpdate) query.forUpdate()
  const row = await query.first()
  if (!row) throw notFound(RECORD_NOT_FOUND)
  return row
}

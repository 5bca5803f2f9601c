import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootApp } from '../../../server/tests/helpers/app.mjs'

// modules/records/commands/access-log-batch.ts: reads' audit rows, group-committed.
let server: Awaited<ReturnType<typeof bootApp>>
let insertAccessRows: typeof import('../commands/access-log-batch.js').insertAccessRows

beforeAll(async () => {
  server = await bootApp()
  insertAccessRows = (await server.import('#modules/records/commands/access-log-batch')).insertAccessRows
})
afterAll(async () => {
  await server?.stop()
})

const row = (patientId: string, requestId: string) => ({
  actor_user_id: randomUUID(),
  actor_role: 'PROVIDER',
  actor_name: 'Ns. Uji',
  action: 'READ',
  resource_type: 'record',
  resource_id: randomUUID(),
  patient_id: patientId,
  request_id: requestId,
})

const stored = async (patientId: string): Promise<string[]> =>
  (await server.db.from('record_access_log').where('patient_id', patientId).orderBy('id')).map(
    (r: { request_id: string }) => r.request_id
  )

describe('group-committed access rows', () => {
  it('answers each of many concurrent reads only once its own rows are committed, in fewer statements than reads', async () => {
    const patientId = randomUUID()
    const seenAtAnswer = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        insertAccessRows([row(patientId, `r${i}`), row(patientId, `r${i}`)]).then(
          async () => (await stored(patientId)).filter((id) => id === `r${i}`).length
        )
      )
    )
    expect(seenAtAnswer).toEqual(Array(40).fill(2))
    expect((await stored(patientId)).length).toBe(80)
    // each insert is its own transaction: its rows share one xmin
    const { rows } = await server.db.rawQuery(
      'SELECT count(DISTINCT xmin::text)::int AS n FROM record_access_log WHERE patient_id = ?',
      [patientId]
    )
    expect(rows[0].n).toBeGreaterThanOrEqual(1)
    expect(rows[0].n).toBeLessThan(40)
  })

  it('refuses the reads of a failing insert and goes on with the next ones', async () => {
    const patientId = randomUUID()
    await expect(insertAccessRows([{ ...row(patientId, 'bad'), action: 'NOT-AN-ACTION' }])).rejects.toThrow()
    await insertAccessRows([row(patientId, 'good')])
    expect(await stored(patientId)).toEqual(['good'])
  })

  it('stores names with quotes, commas and braces, and empty resources, as given', async () => {
    const patientId = randomUUID()
    const odd = { ...row(patientId, 'odd'), actor_name: `dr. "O'Neil", {Sp.A}\\`, resource_id: null, request_id: null }
    await insertAccessRows([odd, row(patientId, 'plain')])
    const rows = await server.db.from('record_access_log').where('patient_id', patientId).orderBy('id')
    expect(rows.map((r: Record<string, unknown>) => [r.actor_name, r.resource_id, r.request_id])).toEqual([
      [odd.actor_name, null, null],
      ['Ns. Uji', expect.any(String), 'plain'],
    ])
  })
})

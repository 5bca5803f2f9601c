import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootApp } from '../../server/tests/helpers/app.mjs'

// modules/kernel/prepared.ts: hot reads as named prepared statements, planned once per connection.
let server: Awaited<ReturnType<typeof bootApp>>
let kernel: typeof import('./index.js')

beforeAll(async () => {
  server = await bootApp()
  kernel = await server.import('#modules/kernel/index')
  await server.db.rawQuery('DROP TABLE IF EXISTS prepared_probe')
  await server.db.rawQuery('CREATE TABLE prepared_probe (id int PRIMARY KEY, label text)')
  await server.db.rawQuery("INSERT INTO prepared_probe VALUES (1, 'satu'), (2, 'dua')")
})
afterAll(async () => {
  await server?.db.rawQuery('DROP TABLE IF EXISTS prepared_probe')
  await server?.stop()
})

const SQL = 'SELECT * FROM prepared_probe WHERE id = :id'

describe('prepared', () => {
  it('answers like the unprepared query, on every pooled connection, with named and positional bindings', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => kernel.prepared(server.db.rawQuery(SQL, { id: (i % 2) + 1 })))
    )
    expect(answers.map((a) => a.rows[0].label)).toEqual(Array.from({ length: 12 }, (_, i) => (i % 2 ? 'dua' : 'satu')))
    const positional = await kernel.prepared(server.db.rawQuery('SELECT label FROM prepared_probe WHERE id = ?', [2]))
    expect(positional.rows).toEqual([{ label: 'dua' }])
  })

  it('keeps answering after the table gains a column while connections hold its plan (a migration while serving)', async () => {
    await Promise.all(Array.from({ length: 12 }, () => kernel.prepared(server.db.rawQuery(SQL, { id: 1 }))))
    await server.db.rawQuery("ALTER TABLE prepared_probe ADD COLUMN note text NOT NULL DEFAULT 'baru'")
    const answers = await Promise.all(Array.from({ length: 12 }, () => kernel.prepared(server.db.rawQuery(SQL, { id: 1 }))))
    for (const answer of answers) expect(answer.rows).toEqual([{ id: 1, label: 'satu', note: 'baru' }])
  })

  it('prepares a query built with the query builder', async () => {
    const rows = await kernel.prepared(server.db.from('prepared_probe').where('id', 2).select('label'))
    expect(rows).toEqual([{ label: 'dua' }])
  })
})

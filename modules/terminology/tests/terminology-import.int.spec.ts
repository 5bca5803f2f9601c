import { spawn } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootApp, resetDatabase } from '../../../server/tests/helpers/app.mjs'
import { Client } from '../../../server/tests/helpers/http-client.js'
import { registerAccount } from '../../../server/tests/helpers/accounts.js'

type Door = typeof import('#modules/terminology/index')
let door: Door
let server: Awaited<ReturnType<typeof bootApp>>
let provider: Client
const dir = mkdtempSync(path.join(tmpdir(), 'terminology-'))
const root = path.resolve(import.meta.dirname, '../../..')

const HEADER = 'code,display,display_en,source\n'
const SRC = 'Katalog uji'
const icd = (...rows: string[]) => HEADER + rows.map((r) => `${r},${SRC}`).join('\n') + '\n'

/** Runs the real ace command against this test database. */
function ace(args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['server/ace.js', ...args], { cwd: root, env: process.env })
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    child.on('exit', (code) => resolve({ code: code ?? -1, output }))
  })
}

async function restoreStarterSet() {
  await server.db.rawQuery('TRUNCATE terminology_concepts, terminology_links, terminology_imports')
  await door.loadStarterSet(server.db.connection())
}

beforeAll(async () => {
  server = await bootApp()
  door = await server.import('#modules/terminology/index')
  await resetDatabase(server.db)
  await restoreStarterSet()
  provider = (await registerAccount(server.url, 'PROVIDER')).client
})
// the next suites find the starter set as a fresh database has it
afterAll(async () => {
  if (door) await restoreStarterSet()
  await server?.stop()
})

const importIcd = (version: string, text: string) =>
  door.importCatalogue(server.db.connection(), { kind: 'icd10', version, text, fileName: 'uji.csv' })
const count = async (sql: string, bindings: unknown[] = []) => Number((await server.db.rawQuery(sql, bindings)).rows[0].n)

describe('importCatalogue (the importer of the starter set and of terminology:import)', () => {
  it('a second load of the starter set changes nothing', async () => {
    const again = await door.loadStarterSet(server.db.connection())
    expect(again.every((r) => r.alreadyImported)).toBe(true)
    expect(await count(`SELECT count(*) AS n FROM terminology_concepts WHERE system = 'icd10' AND active`)).toBe(210)
  })

  it('a new version upserts its rows and deactivates (never deletes) the codes it lacks', async () => {
    const result = await importIcd(
      'uji-1',
      icd(
        'I10,Hipertensi esensial,Essential hypertension',
        'J06.9,"Infeksi saluran pernapasan atas akut (ISPA), tidak spesifik",',
        'A00.9,"Kolera, tidak spesifik","Cholera, unspecified"'
      )
    )
    expect(result).toMatchObject({ rows: 3, added: 1, changed: 2, deactivated: 208, alreadyImported: false })

    const found = await door.findConcepts('icd10', ['I10', 'K30', 'A00.9', 'X99'])
    expect(found.get('I10')).toMatchObject({ display: 'Hipertensi esensial', active: true, version: 'uji-1' })
    // K30 is still there (a record coded with it resolves), inactive, with the name it had
    expect(found.get('K30')).toMatchObject({ display: 'Dispepsia', active: false })
    expect(found.has('X99')).toBe(false)
    expect(await count(`SELECT count(*) AS n FROM terminology_concepts WHERE system = 'icd10'`)).toBe(211)
    // an inactive code is not offered by the search any more; other systems are untouched
    expect((await provider.get('/api/terminology/search?system=icd10&q=K30')).body).toEqual([])
    expect((await provider.get('/api/terminology/search?system=icd10&q=kolera')).body).toEqual([
      { system: 'icd10', code: 'A00.9', display: 'Kolera, tidak spesifik' },
    ])
    expect(await count(`SELECT count(*) AS n FROM terminology_concepts WHERE system = 'sdki' AND active`)).toBe(46)
  })

  it('is idempotent: the same version and content again writes nothing; other content under it is refused', async () => {
    const before = (await server.db.rawQuery(`SELECT max(updated_at) AS t FROM terminology_concepts`)).rows[0].t
    const again = await importIcd(
      'uji-1',
      icd(
        'I10,Hipertensi esensial,Essential hypertension',
        'J06.9,"Infeksi saluran pernapasan atas akut (ISPA), tidak spesifik",',
        'A00.9,"Kolera, tidak spesifik","Cholera, unspecified"'
      )
    )
    expect(again).toMatchObject({ alreadyImported: true, added: 0, changed: 0, deactivated: 0 })
    expect((await server.db.rawQuery(`SELECT max(updated_at) AS t FROM terminology_concepts`)).rows[0].t).toEqual(before)

    await expect(importIcd('uji-1', icd('I10,Hipertensi,Hypertension'))).rejects.toMatchObject({
      status: 422,
      message: 'terminology.import_version_taken',
    })
    expect((await door.findConcepts('icd10', ['I10'])).get('I10')!.display).toBe('Hipertensi esensial')
  })

  it('a later version brings a deactivated code back', async () => {
    const result = await importIcd('uji-2', icd('I10,Hipertensi esensial,Essential hypertension', 'K30,Dispepsia,Dyspepsia'))
    expect(result).toMatchObject({ added: 0, changed: 1, deactivated: 2 })
    const found = await door.findConcepts('icd10', ['K30', 'A00.9', 'J06.9'])
    expect(found.get('K30')).toMatchObject({ active: true, version: 'uji-2' })
    expect(found.get('A00.9')!.active).toBe(false)
    expect(await count(`SELECT count(*) AS n FROM terminology_concepts WHERE deactivated_in = 'uji-2'`)).toBe(2)
  })

  it('refuses a file with a bad row whole, naming the line, and changes nothing', async () => {
    const error = await importIcd('uji-3', icd('I10,Hipertensi,Hypertension', 'J6.9,ISPA,', 'I10,Lagi,Again')).catch((e) => e)
    expect(error).toMatchObject({ status: 422, message: 'terminology.import_bad_file' })
    expect(error.problems).toEqual([
      { line: 3, message: '"J6.9" is no icd10 code (e.g. J06.9)' },
      { line: 4, message: 'I10 appears twice (also line 2)' },
    ])
    expect(await count(`SELECT count(*) AS n FROM terminology_imports WHERE version = 'uji-3'`)).toBe(0)
    expect((await door.findConcepts('icd10', ['I10'])).get('I10')!.display).toBe('Hipertensi esensial')

    const links = await door
      .importCatalogue(server.db.connection(), {
        kind: 'sdki-siki',
        version: 'uji-3',
        text: 'sdki_code,siki_code,source\nD.0077,I.99999,uji\n',
        fileName: 'tautan.csv',
      })
      .catch((e) => e)
    expect(links).toMatchObject({
      message: 'terminology.import_unknown_codes',
      problems: [{ line: 2, message: 'I.99999 is not in the siki catalogue' }],
    })
  })
})

describe('node ace terminology:import', () => {
  it('imports a file, says so on a second run, and refuses a bad file with exit code 1', async () => {
    const file = path.join(dir, 'slki.csv')
    writeFileSync(file, HEADER + 'L.08066,Tingkat Nyeri,Pain level,SLKI uji\nL.09093,Tingkat Ansietas,Anxiety level,SLKI uji\n')
    const first = await ace(['terminology:import', '--system', 'slki', '--file', file, '--version', 'uji-cmd'])
    expect(first.code, first.output).toBe(0)
    expect(first.output).toContain('slki versi uji-cmd: 2 baris, 0 baru, 2 diubah, 30 dinonaktifkan')
    const second = await ace(['terminology:import', '--system', 'slki', '--file', file, '--version', 'uji-cmd'])
    expect(second.code, second.output).toBe(0)
    expect(second.output).toContain('sudah diimpor')

    // the SDKI detail offers only the outcomes still active
    const detail = await provider.get('/api/terminology/sdki/D.0077')
    expect(detail.body.outcomes.map((o: { code: string }) => o.code)).toEqual(['L.08066'])
    expect((await provider.get('/api/terminology/sdki/D.0001')).body.outcomes).toEqual([])

    const bad = path.join(dir, 'bad.csv')
    writeFileSync(bad, HEADER + 'X.1,Salah,,uji\n')
    const refused = await ace(['terminology:import', '--system', 'slki', '--file', bad, '--version', 'uji-bad'])
    expect(refused.code).toBe(1)
    expect(refused.output).toContain('baris 2')
    const noArgs = await ace(['terminology:import', '--system', 'snomed'])
    expect(noArgs.code).toBe(1)
  }, 240_000)
})

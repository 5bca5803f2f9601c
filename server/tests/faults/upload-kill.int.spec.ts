import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerAccount, type Account } from '../helpers/accounts.js'
import { resetDatabase } from '../helpers/app.mjs'
import { eventually } from '../helpers/http-client.js'
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js'
import { filesUnder } from '../fuzz/fuzz-checks.js'
import { connectDb, killHard } from './fault-support.js'

/**
 * Issue 10, fault "the app SIGKILLed mid-upload": a 5 MB upload streamed slowly to a real server
 * process, which is SIGKILLed once part of it is on disk; restarted on the same database and DATA_DIR.
 */
const FILE_BYTES = 5 * 1024 * 1024
const CHUNK = 64 * 1024
/** The kill comes once this much of the upload is in the temporary file. */
const KILL_AT_BYTES = 1024 * 1024

let db: pg.Client
let dataDir: string
let tmpDir: string
let nodeA: ServerProcess | undefined
let nodeB: ServerProcess | undefined

beforeAll(async () => {
  db = await connectDb()
  await resetDatabase({ rawQuery: (sql: string) => db.query(sql) })
  // A private DATA_DIR and temp folder: every file in them belongs to this test.
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'telerawat-upload-kill-'))
  tmpDir = path.join(dataDir, 'tmp')
})
afterAll(async () => {
  if (nodeA) await killHard(nodeA)
  await nodeB?.stop()
  await db?.end()
  rmSync(dataDir, { recursive: true, force: true })
})

const serverEnv = (id: string) => ({ EVENT_NODE_ID: id, DATA_DIR: dataDir, TMPDIR: tmpDir })
const uploadsDir = () => path.join(dataDir, 'uploads')
const pdf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes - 9, 0x20)])

/** POST /api/upload as multipart, the file written in chunks as fast as `pace` allows; resolves with the status or the error. */
function streamUpload(node: ServerProcess, provider: Account, patientId: string, bytes: number, pace: () => Promise<void>) {
  const boundary = `fault${Date.now()}`
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="patientId"\r\n\r\n${patientId}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="hasil-lab.pdf"\r\nContent-Type: application/pdf\r\n\r\n`
  const tail = `\r\n--${boundary}--\r\n`
  return new Promise<number | string>((resolve) => {
    const req = http.request(`${node.url}/api/upload`, {
      method: 'POST',
      headers: {
        cookie: provider.client.cookieHeader,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        accept: 'application/json',
      },
    })
    req.on('response', (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
    req.on('error', (error) => resolve(`${(error as NodeJS.ErrnoException).code ?? error.message}`))
    void (async () => {
      req.write(head)
      const file = pdf(bytes)
      for (let at = 0; at < file.length && !req.destroyed; at += CHUNK) {
        req.write(file.subarray(at, at + CHUNK))
        await pace()
      }
      if (!req.destroyed) req.end(tail)
    })()
  })
}

async function sizeOfIncoming() {
  const { stat } = await import('node:fs/promises')
  let total = 0
  for (const file of filesUnder(path.join(uploadsDir(), '.incoming'))) total += (await stat(file).catch(() => ({ size: 0 }))).size
  return total
}

describe('fault: the app SIGKILLed mid-upload', () => {
  it('no stored file without its row, no row without its file, no temporary file left', async () => {
    nodeA = await startServerProcess(serverEnv('upload-kill-a'))
    const provider = await registerAccount(nodeA.url, 'PROVIDER')
    const patient = await registerAccount(nodeA.url, 'PATIENT')
    const booked = await patient.client.post('/api/appointments', {
      providerId: provider.user.profile!.id,
      scheduledAt: await firstFreeSlot(nodeA, patient, provider),
    })
    expect(booked.status, booked.text).toBe(201)
    const patientId = patient.user.profile!.id

    // Two complete uploads first: the files and rows that must survive.
    for (let i = 0; i < 2; i++) expect(await streamUpload(nodeA, provider, patientId, 200 * 1024, async () => {})).toBe(201)

    // The slow 5 MB upload, killed once a megabyte of it is in the temporary file.
    let slow = true
    const inFlight = streamUpload(nodeA, provider, patientId, FILE_BYTES, () => new Promise((r) => setTimeout(r, slow ? 15 : 0)))
    await eventually(async () => (await sizeOfIncoming()) >= KILL_AT_BYTES, 30_000, 20)
    await killHard(nodeA)
    slow = false
    const outcome = await inFlight
    expect(typeof outcome, `the killed upload got an answer: ${outcome}`).toBe('string')

    nodeB = await startServerProcess(serverEnv('upload-kill-b'))
    const checks: string[] = []
    const { rows } = await db.query(`SELECT filepath FROM uploads`)
    const stored = filesUnder(uploadsDir()).filter((f) => !f.includes(`${path.sep}.incoming${path.sep}`))
    const keyOf = (p: string) => path.basename(p)
    expect(rows.length).toBe(2)
    expect(
      rows.map((r) => keyOf(r.filepath)).filter((k) => !stored.some((f) => keyOf(f) === k)),
      'rows without a file'
    ).toEqual([])
    checks.push('every row has its file')
    expect(
      stored.filter((f) => !rows.some((r) => keyOf(r.filepath) === keyOf(f))),
      'files without a row'
    ).toEqual([])
    checks.push('every stored file has its row')
    await eventually(() => filesUnder(path.join(uploadsDir(), '.incoming')).length === 0, 15_000).catch(() => {})
    expect(filesUnder(path.join(uploadsDir(), '.incoming')), 'temporary upload files left after the restart').toEqual([])
    checks.push('no temporary upload file left')
    expect(
      filesUnder(tmpDir).filter((f) => !f.includes('v8-compile-cache')),
      'files in the temp folder'
    ).toEqual([])
    checks.push('nothing in the temp folder')
    console.log(
      `faults (upload kill): 1 fault injected (SIGKILL with ${KILL_AT_BYTES / 1024 / 1024} MB of ${FILE_BYTES / 1024 / 1024} MB received); ${checks.length}/${checks.length} checks passed`
    )
  }, 180_000)
})

async function firstFreeSlot(node: ServerProcess, patient: Account, provider: Account): Promise<string> {
  for (let day = 1; day < 8; day++) {
    const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10)
    const res = await patient.client.get(`/api/providers/${provider.user.profile!.id}/availability?date=${date}`)
    const free = (res.body?.slots ?? []).find((s: { available: boolean }) => s.available)
    if (free) return free.scheduledAt
  }
  throw new Error(`no free slot at ${node.url}`)
}

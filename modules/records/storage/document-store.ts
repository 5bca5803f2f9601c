import { createHash, randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, readdir, rename, rm, stat, unlink } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { recordsSettings as env } from '../settings.js'

/**
 * Documents live outside the web root, under `${DATA_DIR}/uploads/<generated uuid>`; nothing
 * the client sends becomes part of a path. A file is streamed into `uploads/.incoming/` first
 * (same file system, so the final step is an atomic rename) and only moved into place inside
 * the transaction that stores its row.
 */

export const UPLOADS_FOLDER = 'uploads'
const INCOMING = '.incoming'
const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export function uploadsRoot(): string {
  return path.resolve(env.get('DATA_DIR') || '.data', UPLOADS_FOLDER)
}

export class FileTooLarge extends Error {}

export interface IncomingFile {
  /** Absolute path of the temporary copy. */
  tempPath: string
  size: number
  head: Buffer
  sha256: string
}

let swept = false

/** Temporary names start with their writer (`<host>.<pid>.`) so a restarted node can tell a dead writer's leftovers. */
const ownerTag = () => `${os.hostname()}.${process.pid}.`

function writerIsGone(name: string): boolean {
  const match = /^(.+)\.(\d+)\.[0-9a-f-]{36}$/.exec(name)
  if (!match || match[1] !== os.hostname()) return false
  const pid = Number(match[2])
  if (pid === process.pid) return true // a previous process with this pid: nothing of ours is in flight at start
  try {
    process.kill(pid, 0)
    return false
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH'
  }
}

/**
 * At start: removes temporary files whose writer on this host is gone (a node SIGKILLed
 * mid-upload), so a crash leaves nothing behind once the node is back. Other hosts' files
 * (a shared DATA_DIR) are left to the hourly sweep.
 */
export async function sweepAbandonedIncoming() {
  const dir = path.join(uploadsRoot(), INCOMING)
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    if (writerIsGone(name)) await rm(path.join(dir, name), { force: true })
  }
}

/** Removes temporary files a crash left behind (older than an hour), once per process. */
async function sweepIncoming(dir: string) {
  if (swept) return
  swept = true
  const cutoff = Date.now() - 3_600_000
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    const file = path.join(dir, name)
    const info = await stat(file).catch(() => null)
    if (info && info.mtimeMs < cutoff) await rm(file, { force: true })
  }
}

/**
 * Streams `source` into a temporary file, keeping its first bytes for type detection and a
 * SHA-256. Past `maxBytes` it stops, deletes what it wrote and throws FileTooLarge.
 */
export async function receiveToIncoming(source: Readable, maxBytes: number, headBytes: number): Promise<IncomingFile> {
  const dir = path.join(uploadsRoot(), INCOMING)
  await mkdir(dir, { recursive: true, mode: 0o700 })
  void sweepIncoming(dir)
  const tempPath = path.join(dir, ownerTag() + randomUUID())
  const out = createWriteStream(tempPath, { mode: 0o600, flags: 'wx' })
  const hash = createHash('sha256')
  const headChunks: Buffer[] = []
  let headLength = 0
  let size = 0
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      size += chunk.length
      if (size > maxBytes) throw new FileTooLarge()
      if (headLength < headBytes) {
        headChunks.push(chunk.subarray(0, headBytes - headLength))
        headLength += Math.min(chunk.length, headBytes - headLength)
      }
      hash.update(chunk)
      if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()))
    }
    await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())))
    return { tempPath, size, head: Buffer.concat(headChunks), sha256: hash.digest('hex') }
  } catch (error) {
    out.destroy()
    await unlink(tempPath).catch(() => {})
    throw error
  }
}

export async function discardIncoming(file: IncomingFile | null | undefined) {
  if (file) await rm(file.tempPath, { force: true })
}

/** Moves a received file to its permanent, generated name; returns the stored key. */
export async function commitIncoming(file: IncomingFile): Promise<string> {
  const key = randomUUID()
  await rename(file.tempPath, pathOf(key))
  return key
}

export async function removeStored(key: string) {
  await rm(pathOf(key), { force: true })
}

/** The absolute path of a stored key; refuses anything that is not a generated uuid. */
export function pathOf(key: string): string {
  if (!KEY.test(key)) throw new Error(`invalid document key ${JSON.stringify(key)}`)
  return path.join(uploadsRoot(), key)
}

export async function openStored(key: string): Promise<{ stream: Readable; size: number } | null> {
  const file = pathOf(key)
  const info = await stat(file).catch(() => null)
  if (!info?.isFile()) return null
  return { stream: createReadStream(file), size: info.size }
}

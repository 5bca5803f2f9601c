import { promisify } from 'node:util'
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib'

/** Below this a JSON body is sent as is: compressing it costs more than it saves. */
export const COMPRESS_MIN_BYTES = 1024
/** Larger bodies are compressed on the libuv thread pool instead of the event loop. */
const OFF_LOOP_BYTES = 64 * 1024
/**
 * Fast settings: most bodies are compressed for one response (a kept page may be evicted before
 * it is asked for again). Brotli quality 2 and up set up and clear a hash table for each call
 * (512 KB at quality 4): under load quality 4 took half the event loop of the dashboard overview
 * (0.3 ms a response; docs/performance.md, stop 40). Quality 1 is brotli's one-pass fast path, at a
 * tenth of that cost for a body about 10 % larger.
 */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }
const GZIP = { level: 1 }
const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

export type JsonEncoding = 'br' | 'gzip'

export function pickEncoding(accepted: Set<string>): JsonEncoding | null {
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip')) return 'gzip'
  return null
}

export async function compressJson(json: string, encoding: JsonEncoding): Promise<Buffer> {
  const input = Buffer.from(json)
  if (input.length < OFF_LOOP_BYTES) return encoding === 'br' ? brotliCompressSync(input, BROTLI) : gzipSync(input, GZIP)
  return encoding === 'br' ? brotliAsync(input, BROTLI) : gzipAsync(input, GZIP)
}

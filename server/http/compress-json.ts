import { promisify } from 'node:util'
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib'

/** Below this a JSON body is sent as is: compressing it costs more than it saves. */
export const COMPRESS_MIN_BYTES = 1024
/** Larger bodies are compressed on the libuv thread pool instead of the event loop. */
const OFF_LOOP_BYTES = 64 * 1024
// Dynamic JSON: brotli quality 4 is close to gzip -9 in size at a fraction of quality 11's CPU.
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }
const GZIP = { level: 6 }
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

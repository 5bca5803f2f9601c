/**
 * Writes .br (quality 11) and .gz (level 9) beside every compressible file of the client build
 * larger than 1 KB, once at build time, so the server sends them without compressing per request
 * (server/app/middleware/static-assets-middleware.ts). A sibling that is not smaller is skipped.
 *   node server/http/precompress.mjs [client/dist]
 */
import { readdirSync, readFileSync, statSync, writeFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, gzipSync, constants } from 'node:zlib'

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|map|txt|webmanifest)$/i

export function precompress(root) {
  let files = 0
  let before = 0
  let afterBr = 0
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (COMPRESSIBLE.test(entry.name) && statSync(full).size > 1024) {
        const data = readFileSync(full)
        const br = brotliCompressSync(data, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
        })
        const gz = gzipSync(data, { level: 9 })
        for (const [suffix, out] of [
          ['.br', br],
          ['.gz', gz],
        ]) {
          if (out.length < data.length) writeFileSync(full + suffix, out)
          else rmSync(full + suffix, { force: true })
        }
        files++
        before += data.length
        afterBr += Math.min(br.length, data.length)
      }
    }
  }
  walk(root)
  return { files, before, afterBr }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(process.argv[2] ?? 'client/dist')
  const { files, before, afterBr } = precompress(root)
  console.log(`precompressed ${files} files: ${(before / 1024).toFixed(0)} KB → ${(afterBr / 1024).toFixed(0)} KB (br)`)
}

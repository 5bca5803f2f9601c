import { createHash } from 'node:crypto'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
}
/** Precompressed siblings written at build time (server/http/precompress.mjs), best first. */
export const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const

export interface StaticFile {
  file: string
  size: number
  type: string
  etag: string
  /** Hashed Vite output under /assets/: cached for a year; everything else revalidates. */
  cacheControl: string
  variants: Partial<Record<'br' | 'gzip', { file: string; size: number }>>
}

/**
 * Every file of the client build, looked up by URL path once at start (no fs.stat per request).
 * `/` maps to index.html. Dotfiles and the .br/.gz siblings themselves are not served.
 */
export function buildStaticManifest(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>()
  if (!existsSync(root)) return files
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (!entry.name.endsWith('.br') && !entry.name.endsWith('.gz')) files.set(urlOf(root, full), describe(root, full))
    }
  }
  walk(root)
  const index = files.get('/index.html')
  if (index) files.set('/', index)
  return files
}

function urlOf(root: string, file: string) {
  return '/' + path.relative(root, file).split(path.sep).join('/')
}

function describe(root: string, file: string): StaticFile {
  const stat = statSync(file)
  const url = urlOf(root, file)
  const variants: StaticFile['variants'] = {}
  for (const { name, suffix } of ENCODINGS) {
    if (existsSync(file + suffix)) variants[name] = { file: file + suffix, size: statSync(file + suffix).size }
  }
  return {
    file,
    size: stat.size,
    type: TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
    etag: `"${createHash('sha1').update(`${url}:${stat.size}:${stat.mtimeMs}`).digest('base64url').slice(0, 20)}"`,
    cacheControl: url.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    variants,
  }
}

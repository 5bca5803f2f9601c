import { createReadStream } from 'node:fs'
import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { buildStaticManifest, ENCODINGS, type StaticFile } from '#server/http/static-manifest'
import { acceptedEncodings, matchesEtag } from '#server/http/negotiation'

/** The client build is read once in production; elsewhere (tests rebuild it) at most every 2 s. */
const RESCAN_MS = app.inProduction ? Infinity : 2000
let manifest: Map<string, StaticFile> | undefined
let scannedAt = 0
function lookup(urlPath: string) {
  if (!manifest || Date.now() - scannedAt > RESCAN_MS) {
    manifest = buildStaticManifest(app.publicPath())
    scannedAt = Date.now()
  }
  return manifest.get(urlPath)
}

/**
 * Serves the client build: API and socket paths pass straight through; hashed /assets/ files
 * are immutable for a year, index.html and the rest revalidate (ETag → 304). A precompressed
 * .br/.gz sibling is sent when the browser accepts it.
 */
export default class StaticAssetsMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const { request, response } = ctx
    const method = request.method()
    const url = request.url()
    if ((method !== 'GET' && method !== 'HEAD') || url.startsWith('/api/') || url.startsWith('/socket.io/')) return next()
    let urlPath: string
    try {
      urlPath = decodeURIComponent(url)
    } catch {
      return next()
    }
    const asset = lookup(urlPath)
    if (!asset) return next()

    response.header('Content-Type', asset.type)
    response.header('Cache-Control', asset.cacheControl)
    response.header('ETag', asset.etag)
    if (Object.keys(asset.variants).length > 0) response.header('Vary', 'Accept-Encoding')
    if (matchesEtag(request.header('if-none-match'), asset.etag)) return response.status(304).send('')

    const accepted = acceptedEncodings(request.header('accept-encoding'))
    const encoding = ENCODINGS.find(({ name }) => asset.variants[name] && accepted.has(name))
    const body = encoding ? asset.variants[encoding.name]! : asset
    if (encoding) response.header('Content-Encoding', encoding.name)
    response.header('Content-Length', body.size)
    response.status(200).stream(createReadStream(body.file))
  }
}

import { createHash } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { acceptedEncodings, matchesEtag } from '#server/http/negotiation'
import { COMPRESS_MIN_BYTES, compressJson, pickEncoding, type JsonEncoding } from '#server/http/compress-json'
import { isDeeplyFrozen } from '#modules/kernel/index'

const isRead = (method: string) => method === 'GET' || method === 'HEAD'

interface Serialized {
  json: string
  large: boolean
  hash?: string
  /** Compressed once per encoding (a kept body is sent again and again). */
  compressed?: Partial<Record<JsonEncoding, Buffer>>
}

/** Bodies that cannot change (frozen whole by deepFreeze: kept pages served again and again) are serialized, hashed and compressed once. */
const serializedOnce = new WeakMap<object, Serialized>()

function serialize(body: object): Serialized {
  const kept = serializedOnce.get(body)
  if (kept) return kept
  const json = JSON.stringify(body)
  const serialized = { json, large: Buffer.byteLength(json) >= COMPRESS_MIN_BYTES }
  if (isDeeplyFrozen(body)) serializedOnce.set(body, serialized)
  return serialized
}

/**
 * JSON answers of the API: reads carry a strong ETag (hash of the body) and
 * `Cache-Control: private, no-cache`, so the browser revalidates and an unchanged list or detail
 * costs a 304 without a body. Bodies above 1 KB are brotli/gzip-compressed when accepted; each
 * encoding has its own ETag (`"<hash>-br"`), as RFC 9110 asks of different representations.
 * A read that set `Cache-Control: no-store` keeps it and gets no ETag.
 */
export default class ApiResponseMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    await next()
    const { request, response } = ctx
    if (!response.hasContent || !request.url().startsWith('/api/')) return
    const body = response.getBody()
    const status = response.getStatus()
    if (body === null || typeof body !== 'object' || Buffer.isBuffer(body) || status < 200 || status >= 300 || status === 204) return
    let serialized: Serialized
    try {
      serialized = serialize(body)
    } catch {
      return // left to the framework's serializer
    }
    const { json, large } = serialized
    const method = request.method()
    const encoding = large ? pickEncoding(acceptedEncodings(request.header('accept-encoding'))) : null
    if (large) response.header('Vary', 'Accept-Encoding')
    // a route that must never be stored (minted credentials: the call's ICE servers) says so itself
    if (isRead(method) && !String(response.getHeader('Cache-Control') ?? '').includes('no-store')) {
      response.header('Cache-Control', 'private, no-cache')
      if (status === 200) {
        const hash = (serialized.hash ??= createHash('sha1').update(json).digest('base64url'))
        const etag = encoding ? `"${hash}-${encoding}"` : `"${hash}"`
        response.header('ETag', etag)
        const ifNoneMatch = request.header('if-none-match')
        if (ifNoneMatch && ['', '-br', '-gzip'].some((suffix) => matchesEtag(ifNoneMatch, `"${hash}${suffix}"`))) {
          return response.status(304).send('')
        }
      }
    }
    response.header('Content-Type', 'application/json; charset=utf-8')
    if (!encoding) return response.send(json)
    response.header('Content-Encoding', encoding)
    const compressed = (serialized.compressed ??= {})
    response.send((compressed[encoding] ??= await compressJson(json, encoding)))
  }
}

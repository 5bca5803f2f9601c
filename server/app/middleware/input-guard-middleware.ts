import type { IncomingMessage } from 'node:http'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { DomainError, findInputProblem, inputProblemError, type MessageParams } from '#modules/kernel/index'
import { MESSAGES_ROUTE } from '#modules/messaging/index'
import { UPLOAD_ROUTE } from '#modules/records/index'

/** Largest JSON body read into memory; past it the request is answered 413 and the rest discarded. */
const MAX_JSON_BYTES = 1024 * 1024

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const JSON_TYPES = ['application/json', 'application/*+json']

// `message`: a key of server/i18n/server-messages.ts, translated when answered
const refuse = (status: number, message: string, field: string, params?: MessageParams) =>
  new DomainError(status, message, [{ field, message }], params)

/**
 * First router middleware (docs/security.md): decides what may be read before the route's own
 * middleware runs. JSON is read here (size, depth and text checks; the body parser no longer
 * parses JSON or forms); multipart is left unread for the upload route, which streams it after
 * authentication, and refused everywhere else, so no body reaches the disk before its caller is known.
 * State-changing API requests must be same-origin JSON (login CSRF).
 */
export default class InputGuardMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const { request } = ctx
    const stateChanging = STATE_CHANGING.has(request.method())
    if (stateChanging) refuseCrossSite(ctx)

    const isUploadRoute = ctx.route?.pattern === UPLOAD_ROUTE
    const isMultipart = Boolean(request.is(['multipart/form-data']))
    // a message takes JSON, or a file (issue 22): its controller streams the multipart itself
    const streamsMultipart = isUploadRoute || (isMultipart && ctx.route?.pattern === MESSAGES_ROUTE)
    // fetch() sends `Content-Length: 0` and no type for a bodiless POST (e.g. logout)
    const hasBody = request.hasBody() && request.header('content-length') !== '0'
    if (isMultipart && !streamsMultipart) {
      throw refuse(415, 'http.multipart_elsewhere', 'content-type')
    }
    if (stateChanging && hasBody && !streamsMultipart) {
      if (!request.is(JSON_TYPES)) throw refuse(415, 'http.json_only', 'content-type')
      const body = await readJsonBody(ctx)
      refuseUnsafe(body) // before setInitialBody, whose deep copy recurses
      request.setInitialBody(body as Record<string, unknown>)
    }
    refuseUnsafe(request.qs())
    refuseUnsafe(ctx.params)
    return next()
  }
}

function refuseUnsafe(input: unknown) {
  const problem = findInputProblem(input)
  if (problem) throw inputProblemError(problem)
}

/** A foreign Origin or a cross-site fetch may not change anything (a cross-site form cannot log anyone in). */
function refuseCrossSite({ request }: HttpContext) {
  const fetchSite = request.header('sec-fetch-site')
  const origin = request.header('origin')
  let foreign = fetchSite === 'cross-site'
  if (origin !== undefined && !foreign) {
    try {
      foreign = new URL(origin).host !== request.host()
    } catch {
      foreign = true // "null" (sandboxed frames, file://) or garbage
    }
  }
  if (foreign) throw refuse(403, 'http.cross_site', 'origin')
}

async function readJsonBody({ request, response }: HttpContext): Promise<unknown> {
  const encoding = request.header('content-encoding') ?? 'identity'
  if (encoding !== 'identity') throw refuse(415, 'http.encoding_unsupported', 'content-encoding')
  const declared = Number(request.header('content-length') ?? 0)
  const text = declared > MAX_JSON_BYTES ? null : await readText(request.request, MAX_JSON_BYTES)
  if (text === null) {
    response.header('Connection', 'close')
    request.request.resume() // discard the rest without buffering it
    throw refuse(413, 'http.body_too_large', 'body')
  }
  if (text.trim() === '') return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw refuse(400, 'http.invalid_json', 'body')
  }
  if (parsed === null || typeof parsed !== 'object') throw refuse(400, 'http.json_not_object', 'body')
  return parsed
}

/** The body as UTF-8, or null once it passes `limit` bytes (what was read is dropped). */
function readText(stream: IncomingMessage, limit: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const finish = (value: string | null, error?: Error) => {
      stream.off('data', onData).off('end', onEnd).off('error', onError)
      if (error) reject(error)
      else resolve(value)
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) finish(null)
      else chunks.push(chunk)
    }
    const onEnd = () => finish(Buffer.concat(chunks).toString('utf8'))
    const onError = (error: Error) => finish(null, refuse(400, 'http.body_interrupted', 'body', { reason: error.message }))
    stream.on('data', onData).on('end', onEnd).on('error', onError)
  })
}

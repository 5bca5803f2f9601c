import { currentLanguage } from '@/i18n/i18n'

/**
 * The one HTTP client of the app (docs/product.md#http-api, #messages): cookies always sent, JSON in and out, and
 * every non-OK response thrown as an Error whose message is "<status>: <body or statusText>".
 */

import type { FieldError } from '@modules/kernel/contracts/api-error'
import type { ErrorBody } from '@/api/openapi'

export class ApiError extends Error {
  readonly status: number
  readonly bodyText: string

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`)
    this.name = 'ApiError'
    this.status = status
    this.bodyText = bodyText
  }

  /** The server's JSON error body ({message, errors?}) when the body is such JSON. */
  get body(): Partial<ErrorBody> | null {
    return parseErrorBody(this.bodyText)
  }
}

/** Headers of every API call: JSON back, and the server's messages in the UI's language. */
export function apiHeaders(): Record<string, string> {
  return { Accept: 'application/json', 'Accept-Language': currentLanguage() }
}

type RequestOptions = {
  body?: unknown
  headers?: Record<string, string>
  signal?: AbortSignal
}

export type ApiResponse<T> = { data: T; headers: Headers; status: number }

export async function apiRequest<T>(
  method: string,
  path: string,
  { body, headers, signal }: RequestOptions = {}
): Promise<ApiResponse<T>> {
  const init: RequestInit = {
    method,
    credentials: 'include',
    headers: { ...apiHeaders(), ...headers },
    signal,
  }
  if (body !== undefined) {
    init.headers = { ...init.headers, 'Content-Type': 'application/json' }
    init.body = JSON.stringify(body)
  }

  const response = await fetch(path, init)
  const text = await response.text()
  if (!response.ok) throw new ApiError(response.status, response.statusText, text)

  return { data: parseBody(text) as T, headers: response.headers, status: response.status }
}

function parseBody(text: string): unknown {
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

export const api = {
  get: async <T>(path: string, options?: Omit<RequestOptions, 'body'>) => (await apiRequest<T>('GET', path, options)).data,
  post: async <T>(path: string, body?: unknown, options?: RequestOptions) =>
    (await apiRequest<T>('POST', path, { ...options, body })).data,
  patch: async <T>(path: string, body?: unknown, options?: RequestOptions) =>
    (await apiRequest<T>('PATCH', path, { ...options, body })).data,
  delete: async <T>(path: string, options?: RequestOptions) => (await apiRequest<T>('DELETE', path, options)).data,
}

function parseErrorBody(text: string): Partial<ErrorBody> | null {
  if (!text) return null
  try {
    const parsed: unknown = JSON.parse(text)
    if (!parsed || typeof parsed !== 'object') return null
    const record = parsed as Record<string, unknown>
    const message = typeof record.message === 'string' ? record.message : undefined
    const code = typeof record.code === 'string' ? record.code : undefined
    const errors = Array.isArray(record.errors)
      ? record.errors.filter(
          (e): e is FieldError => !!e && typeof e === 'object' && typeof e.field === 'string' && typeof e.message === 'string'
        )
      : undefined
    return { message, code, errors }
  } catch {
    return null
  }
}

/**
 * A readable message for toasts: the server's `message` when the body is the JSON error
 * shape, otherwise the raw "<status>: <body>" message. `fallback` covers non-Error values.
 */
export function getErrorMessage(error: unknown, fallback = ''): string {
  if (error instanceof ApiError) return error.body?.message || error.message
  if (error instanceof Error) return error.message || fallback
  return fallback
}

/** Per-field messages of a 422 response, keyed by field name (first message wins). */
export function getFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {}
  const result: Record<string, string> = {}
  for (const { field, message } of error.body?.errors ?? []) {
    result[field] ??= message
  }
  return result
}

import type { FuzzCase } from './fuzz-cases.js'
import { leakIn } from './fuzz-checks.js'

export interface FuzzResult {
  fuzzCase: FuzzCase
  /** 0 when no HTTP answer arrived (the server closed an oversized upload, or a timeout). */
  status: number
  error?: string
  leak?: string | null
  text: string
}

const REQUEST_TIMEOUT_MS = 20_000

/** Sends one case with the session's cookie; the response's cookies are not kept (the session client stays as it was). */
export async function send(baseUrl: string, fuzzCase: FuzzCase, cookie: string): Promise<FuzzResult> {
  const body = fuzzCase.body?.()
  const sentText = typeof body === 'string' ? body : fuzzCase.path
  try {
    const res = await fetch(baseUrl + fuzzCase.path, {
      method: fuzzCase.method,
      headers: { ...(cookie ? { cookie } : {}), ...fuzzCase.headers },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
    const text = await res.text()
    return { fuzzCase, status: res.status, text, leak: leakIn(text, sentText + fuzzCase.path) }
  } catch (error) {
    const e = error as Error & { cause?: { code?: string; message?: string } }
    return { fuzzCase, status: 0, text: '', error: `${e.name}: ${e.cause?.code ?? e.cause?.message ?? e.message}` }
  }
}

/** Runs `cases` with at most `concurrency` in flight. */
export async function sendAll(baseUrl: string, cases: FuzzCase[], cookieOf: (c: FuzzCase) => string, concurrency: number) {
  const results: FuzzResult[] = new Array(cases.length)
  let next = 0
  const worker = async () => {
    while (next < cases.length) {
      const i = next++
      results[i] = await send(baseUrl, cases[i], cookieOf(cases[i]))
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, cases.length) }, worker))
  return results
}

export function describeResult(r: FuzzResult): string {
  const c = r.fuzzCase
  return `${c.method} ${c.path.slice(0, 160)} [${c.route}, ${c.session}, ${c.label}] -> ${r.status || r.error} ${r.leak ?? ''} ${r.text.slice(0, 300)}`
}

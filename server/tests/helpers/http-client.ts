import { markEmailVerified, markProviderVerified, unverifiedEmailPayloads, unverifiedPayloads } from './verify-provider.js'
import { completeProfileBody, incompletePayloads } from './patient-profile.js'

/** A tiny fetch client with a cookie jar: one instance = one browser session. */
export class Client {
  private cookies = new Map<string, string>()

  constructor(private baseUrl: string) {}

  get cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  }

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const isForm = body instanceof FormData
    const res = await fetch(this.baseUrl + path, {
      method,
      headers: {
        accept: 'application/json',
        ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
        ...(this.cookies.size ? { cookie: this.cookieHeader } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      redirect: 'manual',
    })
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const i = pair.indexOf('=')
      const name = pair.slice(0, i)
      const value = pair.slice(i + 1)
      if (/expires=Thu, 01 Jan 1970/i.test(line) || /max-age=0/i.test(line) || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    const text = await res.text()
    let json: any = null
    try {
      json = text ? JSON.parse(text) : null
    } catch {
      json = null
    }
    return { status: res.status, body: json, text, headers: res.headers }
  }

  get = (path: string, headers?: Record<string, string>) => this.request('GET', path, undefined, headers)
  post = async (path: string, body?: unknown) => {
    const res = await this.request('POST', path, body ?? {})
    // Suites book the providers they register: verify them as an admin would (see verify-provider.ts).
    if (path === '/api/register' && res.status === 201 && res.body?.role === 'PROVIDER' && !unverifiedPayloads.has(body as object)) {
      await markProviderVerified(res.body.id)
      if (res.body.profile) Object.assign(res.body.profile, { verified: true })
    }
    // ...and the patients they register fill the profile fields booking needs (patient-profile.ts)
    if (path === '/api/register' && res.status === 201 && res.body?.role === 'PATIENT' && !incompletePayloads.has(body as object)) {
      const done = await this.request('PATCH', '/api/profile', completeProfileBody())
      if (done.status !== 200) throw new Error(`completing the patient profile: ${done.status} ${done.text}`)
      if (res.body.profile) Object.assign(res.body.profile, { dob: done.body.dob, gender: done.body.gender, contact: done.body.phone })
    }
    // ...and they book as patients whose e-mail is verified, as the verification link would make them.
    if (path === '/api/register' && res.status === 201 && res.body?.id && !unverifiedEmailPayloads.has(body as object)) {
      await markEmailVerified(res.body.id)
      res.body.emailVerified = true
    }
    return res
  }
  patch = (path: string, body?: unknown) => this.request('PATCH', path, body ?? {})
  put = (path: string, body?: unknown) => this.request('PUT', path, body ?? {})
  delete = (path: string) => this.request('DELETE', path)
}

let counter = 0
export const uniqueEmail = (prefix = 'user') => `${prefix}.${Date.now()}.${++counter}@contoh.id`

export function patientPayload(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail('pasien'),
    password: 'rahasia123',
    role: 'PATIENT',
    fullName: 'Siti Aminah',
    acceptTerms: true,
    ...overrides,
  }
}

export function providerPayload(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail('nakes'),
    password: 'rahasia123',
    role: 'PROVIDER',
    displayName: 'Ns. Rahmat',
    providerRole: 'Perawat',
    specialization: 'Keperawatan Komunitas',
    acceptTerms: true,
    ...overrides,
  }
}

/** A provider who registers without an STR number and stays unverified (not bookable). */
export function unverifiedProviderPayload(overrides: Record<string, unknown> = {}) {
  const payload = providerPayload(overrides)
  unverifiedPayloads.add(payload)
  return payload
}

/** A patient who registers and keeps the profile incomplete (booking answers 422 profile_incomplete). */
export function incompletePatientPayload(overrides: Record<string, unknown> = {}) {
  const payload = patientPayload(overrides)
  incompletePayloads.add(payload)
  return payload
}

/** A patient who registers and keeps an unverified e-mail (cannot book until the link is opened). */
export function unverifiedEmailPayload(overrides: Record<string, unknown> = {}) {
  const payload = patientPayload(overrides)
  unverifiedEmailPayloads.add(payload)
  return payload
}

/** Polls `probe` until it returns a truthy value or the deadline passes (never a fixed sleep). */
/** What `eventually` resolves with: the probe's first truthy answer. */
type Truthy<T> = Exclude<T, false | 0 | '' | null | undefined>

export async function eventually<T>(probe: () => Promise<T> | T, ms = 5000, stepMs = 25): Promise<Truthy<T>> {
  const deadline = Date.now() + ms
  let last: unknown
  while (Date.now() < deadline) {
    try {
      const value = await probe()
      if (value) return value as Truthy<T>
    } catch (error) {
      last = error
    }
    await new Promise((r) => setTimeout(r, stepMs))
  }
  throw new Error(`eventually: condition not met within ${ms} ms${last ? `: ${last}` : ''}`)
}

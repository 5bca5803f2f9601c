import type { Role } from '#modules/identity/index'
import { Client, patientPayload, providerPayload } from './http-client.js'

export interface Account {
  role: Role
  client: Client
  email: string
  password: string
  user: { id: string; email: string; profile?: { id: string } | null }
  /** Signs in again on the same client (keeps its known-device cookie, so the login throttle lets it in). */
  relogin: () => Promise<void>
}

/** Registers an account of `role` through the API and keeps its signed-in client. */
export async function registerAccount(baseUrl: string, role: Role, overrides: Record<string, unknown> = {}): Promise<Account> {
  const payload =
    role === 'PROVIDER'
      ? providerPayload(overrides)
      : patientPayload({ role, ...(role === 'ADMIN' ? { fullName: 'Admin Uji' } : {}), ...overrides })
  const client = new Client(baseUrl)
  const res = await client.post('/api/register', payload)
  if (res.status !== 201) throw new Error(`register ${role}: ${res.status} ${res.text}`)
  const email = String(payload.email)
  const password = String(payload.password)
  const relogin = async () => {
    const login = await client.post('/api/login', { email, password })
    if (login.status !== 200) throw new Error(`login ${email}: ${login.status} ${login.text}`)
  }
  return { role, client, email, password, user: res.body, relogin }
}

/** Signs the account in again when its session ended (a logout or a fuzzed request may end it). */
export async function keepSignedIn(account: Account): Promise<boolean> {
  const me = await account.client.get('/api/user')
  if (me.status === 200) return false
  await account.relogin()
  return true
}

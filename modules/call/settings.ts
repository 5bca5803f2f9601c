import { moduleSettings } from '#modules/kernel/index'

/** The validated settings the call reads (server/start/env.ts), given by the server at registration. */
const env = moduleSettings<{ STUN_URLS: string; TURN_URLS: string; TURN_SECRET: string; TURN_CREDENTIAL_TTL_SECONDS: number }>()
export const configureCallSettings = env.configure

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)

/** The call's ICE settings (README, docs/video.md): read at each use, validated at start by server/start/env.ts. */
export const callSettings = {
  stunUrls: () => list(env.get('STUN_URLS')),
  turnUrls: () => list(env.get('TURN_URLS')),
  turnSecret: () => env.get('TURN_SECRET') ?? '',
  /** how long a minted TURN credential works (the client fetches a new one before) */
  credentialTtlSeconds: () => env.get('TURN_CREDENTIAL_TTL_SECONDS') ?? 3600,
}

import { config } from 'zod/v4/core'

// Zod probes `new Function` when it builds an object schema (its JIT fast path); under our CSP
// (script-src 'self') that probe is reported as a violation. main.tsx imports this first, before
// any shared request schema (@modules/*/contracts) is built; only `config` lands in the entry chunk.
config({ jitless: true })

/**
 * Zod probes `new Function` when it builds an object schema (its JIT fast path), and our CSP
 * (script-src 'self') reports that probe as a violation. Zod keeps its settings on this global
 * (shared by every copy of zod on the page) and adopts an object set before it loads, so setting
 * `jitless` here — main.tsx imports this first — turns the probe off without pulling zod into
 * the entry chunk (`z.config` would). zod-config.unit.spec.ts pins that zod still reads it.
 */
export const ZOD_GLOBAL_CONFIG = '__zod_globalConfig'

const holder = globalThis as { [ZOD_GLOBAL_CONFIG]?: Record<string, unknown> }
// mutated in place, never replaced: a copy of zod already loaded keeps its reference to it
const settings = (holder[ZOD_GLOBAL_CONFIG] ??= {})
settings.jitless = true

import { describe, expect, it } from 'vitest'
import { ZOD_GLOBAL_CONFIG } from './zod-config'

describe('zod-config', () => {
  it('sets jitless on the global that zod reads its settings from', async () => {
    // imported after the setting, as in the browser: zod adopts the object already there
    const { config } = await import('zod/v4/core')
    expect(config()).toBe((globalThis as Record<string, unknown>)[ZOD_GLOBAL_CONFIG])
    expect(config().jitless).toBe(true)
  })
})

import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { BROWSER_ARGS, findChromium, NoBrowserError } from './chromium.mjs'

/** Which Chromium the browser suite drives (the launch itself: the e2e suite and .ci/run). */
describe('findChromium', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'telerawat-chromium-'))
  const fake = path.join(dir, 'chromium')
  writeFileSync(fake, '#!/bin/sh\n')
  chmodSync(fake, 0o755)
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('CHROMIUM_PATH comes first', async () => {
    const found = await findChromium({ CHROMIUM_PATH: fake, PATH: '' })
    expect(found).toMatchObject({ executablePath: fake, source: 'CHROMIUM_PATH', env: {} })
  })

  it('a CHROMIUM_PATH that is no executable file: one line naming CHROMIUM_PATH and the package', async () => {
    const error = await findChromium({ CHROMIUM_PATH: path.join(dir, 'absent') }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NoBrowserError)
    const message = (error as Error).message
    expect(message).not.toContain('\n')
    expect(message).toContain(`CHROMIUM_PATH=${path.join(dir, 'absent')} is not an executable file`)
    expect(message).toContain('@sparticuz/chromium')
  })

  it("without CHROMIUM_PATH the system's Chromium is preferred (here: one on PATH, or a well-known place)", async () => {
    const found = await findChromium({ PATH: dir })
    expect(found.source).toBe('system')
    expect(found.executablePath).toMatch(/chrom/i)
  })

  it('the fake camera and microphone flags are always passed', () => {
    expect(BROWSER_ARGS).toEqual(expect.arrayContaining(['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream']))
  })
})

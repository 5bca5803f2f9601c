export const BROWSER_PACKAGE: string
export class NoBrowserError extends Error {}
export interface ChromiumChoice {
  executablePath: string
  source: 'CHROMIUM_PATH' | 'system' | 'package'
  /** e.g. "the system's /usr/bin/chromium" or "@sparticuz/chromium 143.0.4 (…)" */
  label: string
  /** variables the browser needs on top of the environment (the package build's libraries and fonts) */
  env: Record<string, string>
}
export function noBrowserLine(reason: string): string
export function findChromium(env?: NodeJS.ProcessEnv): Promise<ChromiumChoice>
export const BROWSER_ARGS: string[]
export function launchEnv(found: ChromiumChoice, env?: NodeJS.ProcessEnv): Record<string, string>
/** Launches the browser once; resolves with its version or throws NoBrowserError (one line). */
export function probeChromium(found: ChromiumChoice): Promise<string>

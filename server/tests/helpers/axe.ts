import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const require = createRequire(import.meta.url)
/** axe-core's browser build, read once; evaluated through the DevTools protocol, which the page's CSP does not govern. */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

/** The impacts that fail a page (docs/accessibility.md); moderate and minor ones are reported only. */
const FAILING = ['critical', 'serious']
/** Rules held to the bar although axe rates them moderate: the heading outline is how screen-reader users skim a page. */
const ALSO_FAILING = ['heading-order']

export interface AxeFinding {
  rule: string
  impact: string
  help: string
  targets: string[]
}

/** Runs axe-core on the page as it is now; returns the critical and serious findings (and heading order). */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  const loaded = await page.evaluate('typeof window.axe === "object"')
  if (!loaded) await page.evaluate(AXE_SOURCE)
  const found: AxeFinding[] = await page.evaluate(async () => {
    const axe = (globalThis as any).axe
    const result = await axe.run((globalThis as any).document, { resultTypes: ['violations'] })
    return result.violations.map((v: any) => ({
      rule: v.id as string,
      impact: String(v.impact),
      help: v.help as string,
      targets: v.nodes.slice(0, 5).map((n: any) => n.target.join(' ')) as string[],
    }))
  })
  return found.filter((f) => FAILING.includes(f.impact) || ALSO_FAILING.includes(f.rule))
}

/** "where: rule (impact) help — targets" lines, for an assertion message a reader can act on. */
export function describeFindings(where: string, findings: AxeFinding[]): string[] {
  return findings.map((f) => `${where}: ${f.rule} (${f.impact}) ${f.help} — ${f.targets.join(', ')}`)
}

import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { LinkExpectation } from '../contracts/code-systems.js'
import type { SdkiDetail } from '../contracts/sdki-detail.js'

/**
 * An SDKI diagnosis with its suggested SLKI outcomes and SIKI interventions (active links to
 * active entries, in the catalogue's order); null when the code is not in the catalogue.
 */
export async function findSdkiDetail(code: string, client: QueryClientContract = db.connection()): Promise<SdkiDetail | null> {
  const diagnosis = await client
    .from('terminology_concepts')
    .where({ system: 'sdki', code })
    .select('code', 'display', 'display_en', 'active', 'version')
    .first()
  if (!diagnosis) return null
  const { rows: links } = await client.rawQuery(
    `SELECT l.kind, l.target_code, l.expectation, c.display
       FROM terminology_links l
       JOIN terminology_concepts c
         ON c.code = l.target_code AND c.system = CASE l.kind WHEN 'sdki-slki' THEN 'slki' ELSE 'siki' END
      WHERE l.sdki_code = ? AND l.active AND c.active
      ORDER BY l.rank, l.target_code`,
    [code]
  )
  type Link = { kind: string; target_code: string; expectation: LinkExpectation | null; display: string }
  return {
    system: 'sdki',
    code: diagnosis.code,
    display: diagnosis.display,
    displayEn: diagnosis.display_en,
    active: diagnosis.active,
    version: diagnosis.version,
    outcomes: (links as Link[])
      .filter((l) => l.kind === 'sdki-slki')
      .map((l) => ({ system: 'slki' as const, code: l.target_code, display: l.display, expectation: l.expectation ?? 'MEMBAIK' })),
    interventions: (links as Link[])
      .filter((l) => l.kind === 'sdki-siki')
      .map((l) => ({ system: 'siki' as const, code: l.target_code, display: l.display })),
  }
}

import type { HttpContext } from '@adonisjs/core/http'
import { notFound, pageRequest, parseBody, sendArrayPage } from '#modules/kernel/index'
import { TERMINOLOGY_SEARCH_DEFAULT_LIMIT, terminologySearchRequestSchema } from '../contracts/terminology-search.js'
import { searchConcepts } from '../queries/search-concepts.js'
import { findSdkiDetail } from '../queries/sdki-detail.js'
import { isValidCode } from '../domain/code-formats.js'

export default class TerminologyController {
  /** GET /api/terminology/search?system=&q= : an array of { system, code, display }; the next page in `Link`. */
  async search(ctx: HttpContext) {
    const qs = ctx.request.qs()
    const { system, q } = parseBody(terminologySearchRequestSchema, qs)
    const page = pageRequest(qs, TERMINOLOGY_SEARCH_DEFAULT_LIMIT)
    return sendArrayPage(ctx, await searchConcepts(system, q, page))
  }

  /** GET /api/terminology/sdki/:code : the diagnosis with its SLKI outcomes and SIKI interventions. */
  async sdki(ctx: HttpContext) {
    const code = String(ctx.params.code ?? '').toUpperCase()
    const detail = isValidCode('sdki', code) ? await findSdkiDetail(code) : null
    if (!detail) throw notFound('terminology.sdki_not_found')
    return detail
  }
}

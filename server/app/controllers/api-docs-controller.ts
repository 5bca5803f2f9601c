import type { HttpContext } from '@adonisjs/core/http'
import { openApiDocument } from '#server/app/openapi/document'
import { renderReferencePage } from '#server/app/openapi/reference-page'

let page: string | null = null

/**
 * The API document (docs/api.md), public: it lists paths and shapes that the public client bundle
 * already contains, never data; every route checks its caller itself.
 */
export default class ApiDocsController {
  async document({ response }: HttpContext) {
    response.header('Cache-Control', 'no-cache')
    return response.json(await openApiDocument())
  }

  /** The reference page: plain HTML from the same document, rendered once (the routes do not change while it runs). */
  async page({ response }: HttpContext) {
    page ??= renderReferencePage(await openApiDocument())
    return response.header('content-type', 'text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(page)
  }
}

import { createReadStream } from 'node:fs'
import { createRequire } from 'node:module'
import type { HttpContext } from '@adonisjs/core/http'
import { openApiDocument } from '#server/app/openapi/document'

const require = createRequire(import.meta.url)
/** Scalar's browser bundle, served from node_modules: the CSP allows scripts from our own origin only. */
const SCALAR_BUNDLE = require.resolve('@scalar/api-reference/browser/standalone.js')

const PAGE = `<!doctype html>
<html lang="id">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>TeleRawat API</title>
  </head>
  <body>
    <div id="api-reference-root"></div>
    <script src="/api/docs/scalar.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>
`

/** No inline script (the CSP forbids it): the page's one call to Scalar is this file. */
const INIT = `Scalar.createApiReference('#api-reference-root', {
  url: '/api/openapi.json',
  withDefaultFonts: false,
  hideClientButton: true,
  showDeveloperTools: 'never',
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
})
`

/**
 * The API document (docs/api.md), public: it lists paths and shapes that the public client bundle
 * already contains, never data; every route checks its caller itself.
 */
export default class ApiDocsController {
  async document({ response }: HttpContext) {
    response.header('Cache-Control', 'no-cache')
    return response.json(await openApiDocument())
  }

  async page({ response }: HttpContext) {
    return response.header('content-type', 'text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(PAGE)
  }

  async init({ response }: HttpContext) {
    return response.header('content-type', 'text/javascript; charset=utf-8').send(INIT)
  }

  async bundle({ response }: HttpContext) {
    response.header('content-type', 'text/javascript; charset=utf-8')
    response.header('Cache-Control', 'public, max-age=3600')
    return response.stream(createReadStream(SCALAR_BUNDLE))
  }
}

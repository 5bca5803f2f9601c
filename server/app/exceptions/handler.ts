import app from '@adonisjs/core/services/app'
import { HttpContext, ExceptionHandler } from '@adonisjs/core/http'
import { ZodError } from 'zod'
import { DomainError } from '#modules/kernel/index'
import { isTransientDatabaseError } from '#events/transient-errors'
import { domainErrorBody, keyedBody, validationErrorBody } from '#server/i18n/translate'

/** Every refusal is answered in the request's language (ctx.i18n, docs/adr/0012-server-language.md). */
export default class HttpExceptionHandler extends ExceptionHandler {
  protected debug = !app.inProduction

  async handle(error: unknown, ctx: HttpContext) {
    if (error instanceof DomainError) {
      return ctx.response.status(error.status).send(domainErrorBody(ctx.i18n, error))
    }
    if (error instanceof ZodError) {
      return ctx.response.status(422).send(validationErrorBody(ctx.i18n, error))
    }
    const status = (error as { status?: number }).status
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const code = (error as { code?: string }).code
      if (status === 404 && code === 'E_ROUTE_NOT_FOUND')
        return ctx.response.status(404).send(keyedBody(ctx.i18n, 'http.route_not_found'))
      if (status === 413) return ctx.response.status(413).send(keyedBody(ctx.i18n, 'http.file_too_large'))
      return ctx.response.status(status).send({ message: (error as Error).message })
    }
    if (isTransientDatabaseError(error)) {
      // Almost always nothing was saved (the transaction did not commit); only a connection lost
      // during COMMIT leaves it unknown, and the unique constraints turn a repeated booking into 409.
      ctx.logger.warn({ err: error }, 'service unavailable: database unreachable, restarting or busy')
      ctx.response.header('Retry-After', '5')
      return ctx.response.status(503).send(keyedBody(ctx.i18n, 'http.unavailable'))
    }
    ctx.logger.error({ err: error }, 'unhandled error')
    return ctx.response.status(500).send(keyedBody(ctx.i18n, 'http.server_error'))
  }

  /** Refusals users can act on (4xx) are answers, not incidents: only unexpected errors are logged. */
  async report(error: unknown, ctx: HttpContext) {
    if (error instanceof DomainError || error instanceof ZodError || isTransientDatabaseError(error)) return
    return super.report(error, ctx)
  }
}

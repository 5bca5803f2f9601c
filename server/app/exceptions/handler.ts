import app from '@adonisjs/core/services/app'
import { HttpContext, ExceptionHandler } from '@adonisjs/core/http'
import { ZodError } from 'zod'
import { DomainError, validationText } from '#modules/kernel/index'
import { isTransientDatabaseError } from '#events/transient-errors'

export default class HttpExceptionHandler extends ExceptionHandler {
  protected debug = !app.inProduction

  async handle(error: unknown, ctx: HttpContext) {
    if (error instanceof DomainError) {
      return ctx.response.status(error.status).send({ message: error.message, errors: error.errors })
    }
    if (error instanceof ZodError) {
      const errors = error.issues.map((issue) => ({
        field: issue.path.join('.') || 'body',
        // shared request schemas carry i18n keys (validation.*); the answer carries their text
        message: validationText(issue.message),
      }))
      const message = `Data tidak valid: ${errors.map((e) => `${e.field} — ${e.message}`).join('; ')}`
      return ctx.response.status(422).send({ message, errors })
    }
    const status = (error as { status?: number }).status
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const code = (error as { code?: string }).code
      const message =
        status === 404 && code === 'E_ROUTE_NOT_FOUND'
          ? 'Alamat API tidak ditemukan'
          : status === 413
            ? 'Berkas terlalu besar'
            : (error as Error).message
      return ctx.response.status(status).send({ message })
    }
    if (isTransientDatabaseError(error)) {
      // Almost always nothing was saved (the transaction did not commit); only a connection lost
      // during COMMIT leaves it unknown, and the unique constraints turn a repeated booking into 409.
      ctx.logger.warn({ err: error }, 'service unavailable: database unreachable, restarting or busy')
      ctx.response.header('Retry-After', '5')
      return ctx.response.status(503).send({ message: 'Layanan sedang tidak tersedia sesaat. Silakan coba lagi dalam beberapa detik.' })
    }
    ctx.logger.error({ err: error }, 'unhandled error')
    return ctx.response.status(500).send({ message: 'Terjadi kesalahan pada server' })
  }

  /** Refusals users can act on (4xx) are answers, not incidents: only unexpected errors are logged. */
  async report(error: unknown, ctx: HttpContext) {
    if (error instanceof DomainError || error instanceof ZodError || isTransientDatabaseError(error)) return
    return super.report(error, ctx)
  }
}

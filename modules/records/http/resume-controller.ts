import type { HttpContext } from '@adonisjs/core/http'
import { contentDisposition } from '../domain/filename.js'
import { buildResume } from '../resume/build-resume.js'
import { actorOf } from './actor.js'
import { uuidParam } from './schemas.js'

export default class ResumeController {
  /** GET /api/medical-records/:id/resume.pdf: the visit's Resume Medis (A4 PDF), audited as a download. */
  async show(ctx: HttpContext) {
    const id = uuidParam.parse(ctx.params.id)
    const { pdf, filename } = await buildResume(id, await actorOf(ctx))
    ctx.response.header('Content-Type', 'application/pdf')
    ctx.response.header('Content-Length', String(pdf.length))
    ctx.response.header('Content-Disposition', contentDisposition(filename))
    ctx.response.header('X-Content-Type-Options', 'nosniff')
    ctx.response.header('Cache-Control', 'private, no-store')
    return ctx.response.send(pdf)
  }
}

import type { HttpContext } from '@adonisjs/core/http'
import { DomainError } from '#modules/kernel/index'
import { MAX_UPLOAD_BYTES, SNIFF_BYTES, TOO_LARGE_MESSAGE } from '../domain/file-type.js'
import { discardIncoming, FileTooLarge, receiveToIncoming, type IncomingFile } from '../storage/document-store.js'

export interface ReceivedUpload {
  file: IncomingFile
  clientName: string
}

/**
 * Streams the multipart field `file` of POST /api/upload into temporary storage, capped at
 * MAX_UPLOAD_BYTES: past the cap the request is aborted with a 413 and nothing stays on disk.
 * The body parser does not pre-process this route (see config/bodyparser.ts), so no copy is
 * left in the OS temp folder either. Text fields are in `ctx.request.all()` afterwards.
 */
export async function receiveUpload(ctx: HttpContext): Promise<ReceivedUpload> {
  const multipart = ctx.request.multipart
  if (!multipart || !ctx.request.is(['multipart/form-data'])) {
    throw new DomainError(415, 'records.multipart_required', [{ field: 'file', message: 'records.file_required_field' }])
  }
  let received: IncomingFile | null = null
  let clientName = ''
  let failure: unknown = null
  let parts = 0
  const handlers: Promise<void>[] = []

  multipart.onFile('file', {}, (part) => {
    const handled = (async () => {
      parts++
      if (parts > 1) {
        failure ??= new DomainError(422, 'records.one_file_only', [{ field: 'file', message: 'records.one_file_only_field' }])
        part.resume()
        return
      }
      clientName = part.filename ?? ''
      try {
        received = await receiveToIncoming(part, MAX_UPLOAD_BYTES, SNIFF_BYTES)
      } catch (error) {
        failure =
          error instanceof FileTooLarge
            ? new DomainError(413, TOO_LARGE_MESSAGE, [{ field: 'file', message: TOO_LARGE_MESSAGE }])
            : error
        multipart.abort(failure)
      }
    })()
    handlers.push(handled)
    return handled.then(() => ({}))
  })

  try {
    await multipart.process()
  } catch (error) {
    await Promise.allSettled(handlers)
    await discardIncoming(received)
    throw failure ?? error
  }
  await Promise.allSettled(handlers)
  if (failure) {
    await discardIncoming(received)
    throw failure
  }
  if (!received) {
    throw new DomainError(422, 'records.file_required', [{ field: 'file', message: 'records.file_required_field' }])
  }
  return { file: received, clientName }
}

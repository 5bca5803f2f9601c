import type { z } from 'zod'

/** Parses a request body with a zod schema; a ZodError becomes a 422 in the exception handler. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  return schema.parse(body ?? {})
}

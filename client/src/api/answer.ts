import type { paths } from './openapi'

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'
type JsonOf<R> = R extends { content: { 'application/json': infer T } } ? T : never

/**
 * The JSON answer of a route on success, from the generated document types (docs/api.md):
 * `ApiAnswer<'/api/patients/{patientId}/records/count', 'get'>` is `{ count: number }`.
 */
export type ApiAnswer<P extends keyof paths, M extends Method> = paths[P][M] extends { responses: infer R }
  ? 200 extends keyof R
    ? JsonOf<R[200]>
    : 201 extends keyof R
      ? JsonOf<R[201]>
      : 202 extends keyof R
        ? JsonOf<R[202]>
        : never
  : never

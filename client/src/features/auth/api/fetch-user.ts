import { ApiError, api } from '@/lib/api'
import type { UserDto } from '@/api/openapi'

/**
 * GET /api/user — the session. A 401 means signed out (null), not an error (docs/product.md#messages).
 * Apart from get-user.ts so the landing page checks the session without TanStack Query.
 */
export async function getUser(): Promise<UserDto | null> {
  try {
    return await api.get<UserDto>('/api/user')
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null
    throw error
  }
}

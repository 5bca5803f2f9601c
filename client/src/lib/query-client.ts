import { QueryClient } from '@tanstack/react-query'

/** docs/product.md#interface: never retry, no refetch on window focus, no polling. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0 },
      mutations: { retry: false },
    },
  })
}

export const queryClient = createQueryClient()

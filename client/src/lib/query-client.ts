import { QueryClient } from '@tanstack/react-query'

/** Spec §8/§9: never retry, no refetch on window focus, no polling. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0 },
      mutations: { retry: false },
    },
  })
}

export const queryClient = createQueryClient()

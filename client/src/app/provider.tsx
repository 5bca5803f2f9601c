import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { DeferredToaster } from '@/components/ui/deferred-toaster'
import { queryClient } from '@/lib/query-client'

/**
 * Providers every page needs, kept light for the landing page: the Tooltip provider lives in the
 * provider layout (the only place with tooltips) and the Toaster loads with the first toast.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <DeferredToaster />
    </QueryClientProvider>
  )
}

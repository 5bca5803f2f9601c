import { lazy, Suspense, useState } from 'react'
import { useToast } from './use-toast'

// Radix Toast weighs ~10 KB gzip: it is fetched with the first toast, not with the landing page
const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })))

/** Mounts the Toaster once the first toast is raised and keeps it mounted from then on. */
export function DeferredToaster() {
  const { toasts } = useToast()
  const [needed, setNeeded] = useState(false)
  if (!needed && toasts.length > 0) setNeeded(true)
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}

import { lazy, Suspense, useState, useSyncExternalStore } from 'react'
import { useToast } from './use-toast'

// Radix Toast weighs ~10 KB gzip: guests fetch it with their first toast, not with the landing page
const loadToaster = () => import('./toaster')
const Toaster = lazy(() => loadToaster().then((module) => ({ default: module.Toaster })))

let mountedAhead = false
const listeners = new Set<() => void>()
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Mounts the (empty) Toaster now instead of with the first toast: signed-in pages raise toasts
 * from pushes right before navigating, and a viewport already in place shows them as before.
 */
export function mountToasterAhead() {
  if (mountedAhead) return
  mountedAhead = true
  void loadToaster()
  for (const listener of listeners) listener()
}

/** Mounts the Toaster with the first toast (or once asked ahead) and keeps it mounted from then on. */
export function DeferredToaster() {
  const { toasts } = useToast()
  const ahead = useSyncExternalStore(subscribe, () => mountedAhead)
  const [needed, setNeeded] = useState(false)
  if (!needed && (ahead || toasts.length > 0)) setNeeded(true)
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}

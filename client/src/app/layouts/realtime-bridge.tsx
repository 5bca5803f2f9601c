import { useEffect } from 'react'
import { mountToasterAhead } from '@/components/ui/deferred-toaster'
import { useRealtimeInvalidation } from '../realtime'

/**
 * Server pushes → query invalidation; loaded lazily so the Socket.IO client ships only after
 * sign-in. Signed-in pages raise toasts from pushes and mutations: the Toaster is mounted now.
 */
export default function RealtimeBridge() {
  useRealtimeInvalidation()
  useEffect(mountToasterAhead, [])
  return null
}

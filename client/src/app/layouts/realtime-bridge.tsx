import { useRealtimeInvalidation } from '../realtime'

/** Server pushes → query invalidation; loaded lazily so the Socket.IO client ships only after sign-in. */
export default function RealtimeBridge() {
  useRealtimeInvalidation()
  return null
}

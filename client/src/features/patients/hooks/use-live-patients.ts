import { useQueryClient } from '@tanstack/react-query'
import { useSocketEvent, useSocketReconnect } from '@/lib/socket'
import { PROVIDER_PATIENTS_QUERY_KEY } from '../api/get-provider-patients'

/** Bookings, session ends and records change the summaries: refetch the pages and the stat cards. */
export function useLivePatients() {
  const queryClient = useQueryClient()
  const refresh = () => void queryClient.invalidateQueries({ queryKey: PROVIDER_PATIENTS_QUERY_KEY })
  useSocketEvent('appointment.changed', refresh)
  useSocketEvent('record.changed', refresh)
  useSocketReconnect(refresh)
}

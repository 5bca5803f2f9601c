import { useQueryClient } from '@tanstack/react-query'
import { useSocketEvent, useSocketReconnect } from '@/lib/socket'
import { getProviderPatientsQueryOptions } from '../api/get-provider-patients'

/** Bookings, session ends and records change the summaries: refetch on those pushes. */
export function useLivePatients() {
  const queryClient = useQueryClient()
  const refresh = () => void queryClient.invalidateQueries({ queryKey: getProviderPatientsQueryOptions().queryKey })
  useSocketEvent('appointment.changed', refresh)
  useSocketEvent('record.changed', refresh)
  useSocketReconnect(refresh)
}

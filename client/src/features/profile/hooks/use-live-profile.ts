import { useQueryClient } from '@tanstack/react-query'
import { useSocketEvent, useSocketReconnect } from '@/lib/socket'
import { getProfileQueryOptions } from '../api/get-profile'

/** The profile changed in another tab or device (patient.changed / profile.changed to the user's room): refetch it. */
export function useLiveProfile() {
  const queryClient = useQueryClient()
  const refresh = () => void queryClient.invalidateQueries({ queryKey: getProfileQueryOptions().queryKey })
  useSocketEvent('patient.changed', refresh)
  useSocketEvent('profile.changed', refresh)
  useSocketReconnect(refresh)
}

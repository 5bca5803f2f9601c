import { useQueryClient } from '@tanstack/react-query'
import { useSocketEvent, useSocketReconnect } from '@/lib/socket'
import { PROVIDER_RECORDS_QUERY_KEY } from '../api/get-provider-medical-records'

/** A record written or changed (also in another tab) or a session ended: refetch the loaded pages. */
export function useLiveRecords() {
  const queryClient = useQueryClient()
  const refresh = () => void queryClient.invalidateQueries({ queryKey: PROVIDER_RECORDS_QUERY_KEY })
  useSocketEvent('record.changed', refresh)
  useSocketEvent('appointment.changed', refresh)
  useSocketReconnect(refresh)
}

import { useQueryClient } from '@tanstack/react-query'
import { useSocketEvent, useSocketReconnect } from '@/lib/socket'
import { getProviderMedicalRecordsQueryOptions } from '../api/get-provider-medical-records'

/** A record written or changed (also in another tab) or a session ended: refetch the groups. */
export function useLiveRecords() {
  const queryClient = useQueryClient()
  const refresh = () => void queryClient.invalidateQueries({ queryKey: getProviderMedicalRecordsQueryOptions().queryKey })
  useSocketEvent('record.changed', refresh)
  useSocketEvent('appointment.changed', refresh)
  useSocketReconnect(refresh)
}

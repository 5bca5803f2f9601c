import { useQueryClient } from '@tanstack/react-query'
import { useSocketEvent, useSocketReconnect } from '@/lib/socket'
import { getAccessLogQueryOptions } from '../../access-log/api/get-access-log'
import { patientRecordsKey } from '@/lib/patient-records'

/** A record written or changed for this patient: refetch the records, the tile's count and the access trail. */
export function useLivePatientRecords(patientId: string | null) {
  const queryClient = useQueryClient()
  const refresh = () => {
    if (!patientId) return
    void queryClient.invalidateQueries({ queryKey: patientRecordsKey(patientId) })
    void queryClient.invalidateQueries({ queryKey: getAccessLogQueryOptions(patientId).queryKey.slice(0, 3) })
  }
  useSocketEvent('record.changed', refresh)
  useSocketReconnect(refresh)
}

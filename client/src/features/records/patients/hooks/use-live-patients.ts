import { useQueryClient } from '@tanstack/react-query'
import { useSocketEvent, useSocketReconnect, useSocketRooms } from '@/lib/socket'
import { PROVIDER_PATIENTS_QUERY_KEY } from '../api/get-provider-patients'

/**
 * Bookings, session ends and records change the summaries, and a patient's profile change
 * (patient.changed, heard in the room patient:<id> of each patient shown) their data: refetch the
 * pages and the stat cards.
 */
export function useLivePatients(patientIds: readonly string[] = []) {
  const queryClient = useQueryClient()
  const refresh = () => void queryClient.invalidateQueries({ queryKey: PROVIDER_PATIENTS_QUERY_KEY })
  useSocketRooms(patientIds.map((id) => `patient:${id}`))
  useSocketEvent('appointment.changed', refresh)
  useSocketEvent('record.changed', refresh)
  useSocketEvent('patient.changed', refresh)
  useSocketReconnect(refresh)
}

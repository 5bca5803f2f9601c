import { useQueryClient } from '@tanstack/react-query'
import { useSocketEvent, useSocketReconnect } from '@/lib/socket'
import { getConsultationQueryOptions } from '../api/get-consultation'
import { getPatientRecordsQueryOptions } from '../api/get-patient-records'
import { getPatientUploadsQueryOptions } from '../api/get-patient-uploads'
import { endsSession } from '../lib/session'
import type { DocumentChangedPush, RecordChangedPush } from '@modules/records/contracts/record-pushes'
import type { AppointmentChangedPush } from '@modules/scheduling/contracts/appointment-changed-push'

type Options = { appointmentId: string; patientId: string | undefined; onSessionEnded: (status: 'COMPLETED' | 'CANCELLED') => void }

/**
 * Pushes -> the same query keys the mutations invalidate: a record or document the provider
 * changed appears on the patient's screen live; SessionEnded closes the screen on both sides.
 */
export function useConsultationPushes({ appointmentId, patientId, onSessionEnded }: Options) {
  const queryClient = useQueryClient()

  useSocketEvent<RecordChangedPush>('record.changed', (push) => {
    if (push.patientId) void queryClient.invalidateQueries({ queryKey: getPatientRecordsQueryOptions(push.patientId).queryKey })
  })

  useSocketEvent<DocumentChangedPush>('document.changed', (push) => {
    if (push.patientId) void queryClient.invalidateQueries({ queryKey: getPatientUploadsQueryOptions(push.patientId).queryKey })
  })

  useSocketEvent<AppointmentChangedPush>('appointment.changed', (push) => {
    if (push.appointmentId !== appointmentId) return
    void queryClient.invalidateQueries({ queryKey: getConsultationQueryOptions(appointmentId).queryKey })
    if (endsSession(push, appointmentId)) onSessionEnded(push.status === 'CANCELLED' ? 'CANCELLED' : 'COMPLETED')
  })

  // pushes sent while the socket was down are lost: refetch what they would have refreshed
  useSocketReconnect(() => {
    void queryClient.invalidateQueries({ queryKey: getConsultationQueryOptions(appointmentId).queryKey })
    if (!patientId) return
    void queryClient.invalidateQueries({ queryKey: getPatientRecordsQueryOptions(patientId).queryKey })
    void queryClient.invalidateQueries({ queryKey: getPatientUploadsQueryOptions(patientId).queryKey })
  })
}

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'
import type { IntakeAnswers } from '@modules/intake/contracts/intake-answers'
import type { IntakeDto } from '@/api/openapi'
import { getIntakeQueryOptions, intakePath } from './get-intake'

/** PUT /api/appointments/:id/intake — a new version of the patient's answers (409 once the room opened). */
export async function submitIntake({ appointmentId, answers }: { appointmentId: string; answers: IntakeAnswers }) {
  return (await apiRequest<IntakeDto>('PUT', intakePath(appointmentId), { body: answers })).data
}

export function useSubmitIntake() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: submitIntake,
    onSuccess: (intake, { appointmentId }) => queryClient.setQueryData(getIntakeQueryOptions(appointmentId).queryKey, intake),
  })
}

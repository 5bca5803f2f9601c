import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api'
import type { QuestionnaireDto } from '@/api/openapi'

export function getQuestionnaires(signal?: AbortSignal): Promise<QuestionnaireDto[]> {
  return api.get<QuestionnaireDto[]>('/api/learning/questionnaires', { signal })
}

/** Static content: fetched once per visit. */
export function getQuestionnairesQueryOptions() {
  return queryOptions({
    queryKey: ['/api/learning/questionnaires'] as const,
    queryFn: ({ signal }) => getQuestionnaires(signal),
    staleTime: Number.POSITIVE_INFINITY,
  })
}

export function useQuestionnaires() {
  return useQuery(getQuestionnairesQueryOptions())
}

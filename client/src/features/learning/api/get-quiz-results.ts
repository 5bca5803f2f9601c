import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api'
import type { QuizResultDto } from '@/api/openapi'

export const QUIZ_RESULTS_QUERY_KEY = ['/api/quiz-results'] as const

/** The signed-in provider's own results, newest first: the first page (20; the server pages with Link rel=next). */
export function getQuizResults(signal?: AbortSignal): Promise<QuizResultDto[]> {
  return api.get<QuizResultDto[]>('/api/quiz-results', { signal })
}

export function getQuizResultsQueryOptions() {
  return queryOptions({
    queryKey: QUIZ_RESULTS_QUERY_KEY,
    queryFn: ({ signal }) => getQuizResults(signal),
  })
}

export function useQuizResults() {
  return useQuery(getQuizResultsQueryOptions())
}

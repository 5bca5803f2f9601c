import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api'
import type { PublicQuiz } from '@/api/openapi'

/** The three quizzes, questions and options only: the answer key never leaves the server. */
export function getQuizzes(signal?: AbortSignal): Promise<PublicQuiz[]> {
  return api.get<PublicQuiz[]>('/api/learning/quizzes', { signal })
}

export function getQuizzesQueryOptions() {
  return queryOptions({
    queryKey: ['/api/learning/quizzes'] as const,
    queryFn: ({ signal }) => getQuizzes(signal),
    staleTime: Number.POSITIVE_INFINITY,
  })
}

export function useQuizzes() {
  return useQuery(getQuizzesQueryOptions())
}

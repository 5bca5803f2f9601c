import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api'

import { QUIZ_RESULTS_QUERY_KEY } from './get-quiz-results'
import type { QuizLevelStatus } from '@/api/openapi'

/** Under the results key, so invalidating the results also refreshes the level cards. */
export const QUIZ_LEVELS_QUERY_KEY = [...QUIZ_RESULTS_QUERY_KEY, 'levels'] as const

/** Each level's latest result and the time its next attempt may start. */
export function getQuizLevels(signal?: AbortSignal): Promise<QuizLevelStatus[]> {
  return api.get<QuizLevelStatus[]>('/api/quiz-results/levels', { signal })
}

export function getQuizLevelsQueryOptions() {
  return queryOptions({
    queryKey: QUIZ_LEVELS_QUERY_KEY,
    queryFn: ({ signal }) => getQuizLevels(signal),
  })
}

export function useQuizLevels() {
  return useQuery(getQuizLevelsQueryOptions())
}

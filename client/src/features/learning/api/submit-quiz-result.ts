import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api'
import type { QuizLevel } from '@modules/learning/contracts/quiz-level'

import { QUIZ_RESULTS_QUERY_KEY } from './get-quiz-results'
import type { ScoredQuizResult } from '@/api/openapi'

export type SubmitQuizResultInput = { quizLevel: QuizLevel; answers: number[] }

/**
 * The server scores the answers with its own key and returns the score and the review; a second
 * attempt at a level too soon is a 429 (the level card then shows when it may start).
 */
export function submitQuizResult(input: SubmitQuizResultInput): Promise<ScoredQuizResult> {
  return api.post<ScoredQuizResult>('/api/quiz-results', input)
}

export function useSubmitQuizResult() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: submitQuizResult,
    // the results list and the level cards (latest score, next attempt) share this key prefix
    onSettled: () => queryClient.invalidateQueries({ queryKey: QUIZ_RESULTS_QUERY_KEY }),
  })
}

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api'
import type { QuizLevel, QuizResult, ScoredQuizResult } from '../types'
import { getQuizResultsQueryOptions } from './get-quiz-results'

export type SubmitQuizResultInput = { quizLevel: QuizLevel; answers: number[] }

/** The server scores the answers with its own key and returns the score and the review. */
export function submitQuizResult(input: SubmitQuizResultInput): Promise<ScoredQuizResult> {
  return api.post<ScoredQuizResult>('/api/quiz-results', input)
}

export function useSubmitQuizResult() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: submitQuizResult,
    onSuccess: (scored) => {
      const { queryKey } = getQuizResultsQueryOptions()
      const saved: QuizResult = withoutReview(scored)
      // the level card shows the new score at once; the refetch then confirms it
      queryClient.setQueryData(queryKey, (previous) => (previous ? [saved, ...previous] : previous))
      void queryClient.invalidateQueries({ queryKey })
    },
  })
}

function withoutReview({ id, quizLevel, score, totalQuestions, percentage, answers, completedAt }: ScoredQuizResult): QuizResult {
  return { id, quizLevel, score, totalQuestions, percentage, answers, completedAt }
}

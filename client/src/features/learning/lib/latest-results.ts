import type { QuizLevel } from '@modules/learning/contracts/quiz-level'
import type { QuizResultDto } from '@/api/openapi'

/** The most recent result of each level (the level cards show the last score, docs/product.md#quiz). */
export function latestResultByLevel(results: readonly QuizResultDto[]): Partial<Record<QuizLevel, QuizResultDto>> {
  const latest: Partial<Record<QuizLevel, QuizResultDto>> = {}
  for (const result of results) {
    const current = latest[result.quizLevel]
    if (!current || Date.parse(result.completedAt) > Date.parse(current.completedAt)) latest[result.quizLevel] = result
  }
  return latest
}

/** Option letters as printed beside the choices: A, B, C, D. */
export const optionLetter = (index: number) => String.fromCharCode(65 + index)

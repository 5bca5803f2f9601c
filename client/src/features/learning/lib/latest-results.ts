import type { QuizLevel, QuizResult } from '../types'

/** The most recent result of each level (the level cards show the last score, spec §2). */
export function latestResultByLevel(results: readonly QuizResult[]): Partial<Record<QuizLevel, QuizResult>> {
  const latest: Partial<Record<QuizLevel, QuizResult>> = {}
  for (const result of results) {
    const current = latest[result.quizLevel]
    if (!current || Date.parse(result.completedAt) > Date.parse(current.completedAt)) latest[result.quizLevel] = result
  }
  return latest
}

/** Option letters as printed beside the choices: A, B, C, D. */
export const optionLetter = (index: number) => String.fromCharCode(65 + index)

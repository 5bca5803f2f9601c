import type { QuizLevel } from './quiz-level.js'

/** A stored quiz result; score and percentage are computed by the server from its answer key. */
export interface QuizResultDto {
  id: string
  quizLevel: QuizLevel
  score: number
  totalQuestions: number
  percentage: number
  answers: number[]
  completedAt: string
}

/** One question of a submitted quiz: what was chosen, what was right, and why. */
export interface QuizReviewItem {
  questionId: string
  question: string
  chosen: number
  correct: number
  isCorrect: boolean
  explanation: string
}

/** POST /api/quiz-results: the stored result with its review (answer keys only after submitting). */
export type ScoredQuizResult = QuizResultDto & { review: QuizReviewItem[] }

/** GET /api/quiz-results/levels: per level, the latest result and when the next attempt may start. */
export interface QuizLevelStatus {
  quizLevel: QuizLevel
  latest: QuizResultDto | null
  /** ISO time; null when an attempt may start now (attempts are throttled per level). */
  nextAttemptAt: string | null
}

import { z } from 'zod'
import { quizLevels } from './quiz-level.js'

/** A stored quiz result; score and percentage are computed by the server from its answer key. */
export const quizResultDtoSchema = z.object({
  id: z.string(),
  quizLevel: z.enum(quizLevels),
  score: z.number(),
  totalQuestions: z.number(),
  percentage: z.number(),
  answers: z.array(z.number()),
  completedAt: z.string(),
})
export type QuizResultDto = z.infer<typeof quizResultDtoSchema>

/** One question of a submitted quiz: what was chosen, what was right, and why. */
export const quizReviewItemSchema = z.object({
  questionId: z.string(),
  question: z.string(),
  chosen: z.number(),
  correct: z.number(),
  isCorrect: z.boolean(),
  explanation: z.string(),
})
export type QuizReviewItem = z.infer<typeof quizReviewItemSchema>

/** POST /api/quiz-results: the stored result with its review (answer keys only after submitting). */
export const scoredQuizResultSchema = quizResultDtoSchema.extend({ review: z.array(quizReviewItemSchema) })
export type ScoredQuizResult = z.infer<typeof scoredQuizResultSchema>

/** GET /api/quiz-results/levels: per level, the latest result and when the next attempt may start. */
export const quizLevelStatusSchema = z.object({
  quizLevel: z.enum(quizLevels),
  latest: quizResultDtoSchema.nullable(),
  /** ISO time; null when an attempt may start now (attempts are throttled per level). */
  nextAttemptAt: z.string().nullable(),
})
export type QuizLevelStatus = z.infer<typeof quizLevelStatusSchema>

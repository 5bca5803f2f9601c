import { z } from 'zod'
import { defineEvent } from '../define-event.js'

/**
 * A provider finished a learning quiz; the score was computed by the server from its answer key.
 * Levels are spelled out here (not imported) because events/ depends on no module.
 */
export const QuizCompletedV1 = defineEvent({
  type: 'QuizCompleted',
  version: 1,
  module: 'learning',
  aggregateType: 'quiz_result',
  schema: z
    .object({
      resultId: z.uuid(),
      userId: z.uuid(),
      quizLevel: z.enum(['BASIC', 'INTERMEDIATE', 'ADVANCE']),
      score: z.int().min(0),
      totalQuestions: z.int().positive(),
      completedAt: z.iso.datetime({ offset: true }),
    })
    .refine((value) => value.score <= value.totalQuestions, {
      message: 'score cannot exceed totalQuestions',
      path: ['score'],
    }),
})
export type QuizCompleted = z.infer<typeof QuizCompletedV1.schema>

import db from '@adonisjs/lucid/services/db'
import { appendEvents } from '#events/outbox'
import { QuizCompletedV1 } from '#events/learning/quiz-completed'
import { DomainError, type CommandContext } from '#modules/kernel/index'
import { getQuiz } from '../content/quizzes.js'
import type { ScoredQuizResult } from '../contracts/quiz-result-dto.js'
import { InvalidQuizAnswers, scoreQuiz, type InvalidQuizAnswersReason, type SubmitQuizResult } from '../domain/score-quiz.js'
import { nextAttemptAt, QuizAttemptTooSoon } from '../domain/quiz-attempts.js'
import { recentAttemptTimes, toQuizResultDto } from '../queries/quiz-results.js'

export type RecordedQuizResult = ScoredQuizResult & { position: string }

/**
 * Scores a finished quiz against the server's answer key and saves it with QuizCompleted, in one
 * transaction. Whatever score the client believed it had is not part of the input. The review
 * (with the answer key) goes out only with a stored attempt, and attempts per level are throttled
 * (domain/quiz-attempts.ts): QuizAttemptTooSoon before anything is written.
 */
export async function recordQuizResult(input: SubmitQuizResult, ctx: CommandContext): Promise<RecordedQuizResult> {
  const userId = ctx.actor?.userId
  if (!userId) throw new DomainError(401, 'learning.not_signed_in')

  const scored = scoreOrReject(input)

  return db.transaction(async (trx) => {
    // one attempt at a time per provider and level, so the throttle below counts every attempt
    await trx.rawQuery('SELECT pg_advisory_xact_lock(hashtext(?))', [`quiz-attempt:${userId}:${input.quizLevel}`])
    const now = new Date()
    const retryAt = nextAttemptAt(await recentAttemptTimes(trx, userId, input.quizLevel, now), now)
    if (retryAt) throw new QuizAttemptTooSoon(retryAt)

    const [row] = await trx
      .table('quiz_results')
      .insert({
        user_id: userId,
        quiz_level: input.quizLevel,
        score: scored.score,
        total_questions: scored.totalQuestions,
        // node-postgres would send a JS array as a PG array literal; jsonb wants JSON text
        answers: JSON.stringify(input.answers),
        completed_at: now,
      })
      .returning('*')
    const result = toQuizResultDto(row)

    const position = await appendEvents(
      trx,
      [
        QuizCompletedV1.create(result.id, {
          resultId: result.id,
          userId,
          quizLevel: result.quizLevel,
          score: result.score,
          totalQuestions: result.totalQuestions,
          completedAt: result.completedAt,
        }),
      ],
      { actorId: userId, correlationId: ctx.correlationId }
    )
    return { ...result, review: scored.review, position }
  })
}

/** The catalogue key of each refusal (learning's messages.ts); `<key>_in` names the field in front. */
const INVALID_ANSWERS_KEYS: Record<InvalidQuizAnswersReason, string> = {
  WRONG_LENGTH: 'learning.wrong_length',
  NOT_INTEGER: 'learning.not_integer',
  OUT_OF_RANGE: 'learning.out_of_range',
}

function scoreOrReject(input: SubmitQuizResult) {
  try {
    return scoreQuiz(getQuiz(input.quizLevel), input.answers)
  } catch (error) {
    if (!(error instanceof InvalidQuizAnswers)) throw error
    const field = error.index === undefined ? 'answers' : `answers.${error.index}`
    const key = INVALID_ANSWERS_KEYS[error.reason]
    throw new DomainError(422, `${key}_in`, [{ field, message: key }], { ...error.params, field })
  }
}

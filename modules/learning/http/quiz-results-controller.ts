import type { HttpContext } from '@adonisjs/core/http'
import { commandContext, currentUser, exposePosition, pageRequest, parseBody, sendArrayPage, tooMany } from '#modules/kernel/index'
import { recordQuizResult } from '../commands/record-quiz-result.js'
import { QuizAttemptTooSoon } from '../domain/quiz-attempts.js'
import { submitQuizResultSchema } from '../domain/score-quiz.js'
import { listQuizResults, quizLevelStatuses } from '../queries/quiz-results.js'

const QUIZ_RESULTS_PAGE = 20

export default class QuizResultsController {
  /** The spec's array body, one page at a time (`?limit=`, `Link: rel="next"`). */
  async index(ctx: HttpContext) {
    const page = await listQuizResults(currentUser(ctx).id, pageRequest(ctx.request.qs(), QUIZ_RESULTS_PAGE))
    return sendArrayPage(ctx, page)
  }

  /** Per level: the latest result and when the next attempt may start. */
  async levels(ctx: HttpContext) {
    return quizLevelStatuses(currentUser(ctx).id)
  }

  /** Body {quizLevel, answers}; a client-sent score or totalQuestions is dropped by the schema. */
  async store(ctx: HttpContext) {
    const input = parseBody(submitQuizResultSchema, ctx.request.body())
    try {
      const { position, ...result } = await recordQuizResult(input, commandContext(ctx))
      exposePosition(ctx, position)
      return ctx.response.status(201).send(result)
    } catch (error) {
      if (!(error instanceof QuizAttemptTooSoon)) throw error
      const seconds = Math.max(1, Math.ceil((error.retryAt.getTime() - Date.now()) / 1000))
      ctx.response.header('Retry-After', String(seconds))
      throw tooMany('learning.too_many_attempts', seconds)
    }
  }
}

import type { HttpContext } from '@adonisjs/core/http'
import { commandContext, currentUser, exposePosition, parseBody } from '#modules/kernel/index'
import { recordQuizResult } from '../commands/record-quiz-result.js'
import { submitQuizResultSchema } from '../domain/score-quiz.js'
import { listQuizResults } from '../queries/quiz-results.js'

export default class QuizResultsController {
  async index(ctx: HttpContext) {
    return listQuizResults(currentUser(ctx).id)
  }

  /** Body {quizLevel, answers}; a client-sent score or totalQuestions is dropped by the schema. */
  async store(ctx: HttpContext) {
    const input = parseBody(submitQuizResultSchema, ctx.request.body())
    const { position, ...result } = await recordQuizResult(input, commandContext(ctx))
    exposePosition(ctx, position)
    return ctx.response.status(201).send(result)
  }
}

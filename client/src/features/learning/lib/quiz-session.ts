/**
 * The quiz flow (docs/product.md#quiz) as a pure reducer: one question at a time, forward only once the
 * current question is answered, back always (except from the first), and a finished sheet only
 * when every question has an answer.
 */

export type QuizSession = {
  total: number
  index: number
  /** Chosen option per question; null until answered. */
  answers: (number | null)[]
}

export type QuizSessionAction = { type: 'choose'; option: number } | { type: 'next' } | { type: 'previous' } | { type: 'restart' }

export function startSession(total: number): QuizSession {
  return { total, index: 0, answers: Array.from({ length: total }, () => null) }
}

export const currentAnswer = (session: QuizSession) => session.answers[session.index] ?? null
export const canGoNext = (session: QuizSession) => currentAnswer(session) !== null
export const canGoBack = (session: QuizSession) => session.index > 0
export const isLastQuestion = (session: QuizSession) => session.index === session.total - 1
export const answeredCount = (session: QuizSession) => session.answers.filter((a) => a !== null).length

/** Progress through the quiz in percent: the question being shown counts as reached. */
export function progressPercent(session: QuizSession): number {
  return session.total === 0 ? 0 : Math.round(((session.index + 1) / session.total) * 100)
}

/** The answer sheet to submit, or null while any question is still open. */
export function completedAnswers(session: QuizSession): number[] | null {
  return session.answers.every((a): a is number => a !== null) ? [...session.answers] : null
}

export function quizSessionReducer(session: QuizSession, action: QuizSessionAction): QuizSession {
  switch (action.type) {
    case 'choose': {
      const answers = [...session.answers]
      answers[session.index] = action.option
      return { ...session, answers }
    }
    case 'next':
      return canGoNext(session) && !isLastQuestion(session) ? { ...session, index: session.index + 1 } : session
    case 'previous':
      return canGoBack(session) ? { ...session, index: session.index - 1 } : session
    case 'restart':
      return startSession(session.total)
    default: {
      const unreachable: never = action
      return unreachable
    }
  }
}

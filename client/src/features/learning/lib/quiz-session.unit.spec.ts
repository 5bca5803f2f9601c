import { describe, expect, it } from 'vitest'
import {
  answeredCount,
  canGoBack,
  canGoNext,
  completedAnswers,
  isLastQuestion,
  progressPercent,
  quizSessionReducer,
  startSession,
  type QuizSession,
  type QuizSessionAction,
} from './quiz-session'

const run = (session: QuizSession, ...actions: QuizSessionAction[]) => actions.reduce(quizSessionReducer, session)
const choose = (option: number): QuizSessionAction => ({ type: 'choose', option })
const next: QuizSessionAction = { type: 'next' }
const previous: QuizSessionAction = { type: 'previous' }

describe('quiz session', () => {
  it('starts on the first question with nothing answered', () => {
    const session = startSession(10)
    expect(session).toEqual({ total: 10, index: 0, answers: Array(10).fill(null) })
    expect(canGoNext(session)).toBe(false)
    expect(canGoBack(session)).toBe(false)
    expect(progressPercent(session)).toBe(10)
  })

  it('does not move forward until the current question is answered', () => {
    const session = run(startSession(10), next)
    expect(session.index).toBe(0)
    const answered = run(session, choose(2))
    expect(canGoNext(answered)).toBe(true)
    expect(run(answered, next).index).toBe(1)
  })

  it('goes back keeping earlier answers, and lets an answer be changed', () => {
    const session = run(startSession(10), choose(1), next, choose(3), previous)
    expect(session.index).toBe(0)
    expect(session.answers.slice(0, 2)).toEqual([1, 3])
    expect(run(session, choose(0)).answers[0]).toBe(0)
    expect(run(session, previous).index).toBe(0)
  })

  it('stops at the last question and only then yields a complete sheet', () => {
    let session = startSession(3)
    session = run(session, choose(0), next, choose(1), next)
    expect(isLastQuestion(session)).toBe(true)
    expect(completedAnswers(session)).toBeNull()
    session = run(session, choose(2), next)
    expect(session.index).toBe(2)
    expect(answeredCount(session)).toBe(3)
    expect(progressPercent(session)).toBe(100)
    expect(completedAnswers(session)).toEqual([0, 1, 2])
  })

  it('restarts from a blank sheet', () => {
    const session = run(startSession(2), choose(1), next, choose(1), { type: 'restart' })
    expect(session).toEqual(startSession(2))
  })
})

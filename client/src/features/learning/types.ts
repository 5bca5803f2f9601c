/** Shapes of the learning API (server: modules/learning). Quizzes arrive without answer keys. */

export const QUIZ_LEVELS = ['BASIC', 'INTERMEDIATE', 'ADVANCE'] as const
export type QuizLevel = (typeof QUIZ_LEVELS)[number]

export type Material = {
  id: string
  title: string
  author: string
  description: string
  link: string
}

export type Video = {
  id: string
  title: string
  description: string
  type: 'video' | 'playlist'
  youtubeId: string
  thumbnailUrl: string
  /** Privacy-enhanced (youtube-nocookie) player URL, built by the server. */
  embedUrl: string
}

export type Questionnaire = {
  id: 'initial' | 'evaluation'
  title: string
  description: string
  formUrl: string
  /** False while the deployment still points at the placeholder form. */
  configured: boolean
}

export type QuizQuestion = { id: string; question: string; options: string[] }

export type Quiz = {
  level: QuizLevel
  title: string
  description: string
  questions: QuizQuestion[]
}

export type QuizResult = {
  id: string
  quizLevel: QuizLevel
  score: number
  totalQuestions: number
  percentage: number
  answers: number[]
  completedAt: string
}

export type QuizReviewItem = {
  questionId: string
  question: string
  chosen: number
  correct: number
  isCorrect: boolean
  explanation: string
}

export type ScoredQuizResult = QuizResult & { review: QuizReviewItem[] }

/** GET /api/quiz-results/levels: per level, the latest result and when the next attempt may start. */
export type QuizLevelStatus = {
  quizLevel: QuizLevel
  latest: QuizResult | null
  /** ISO time; null when an attempt may start now (attempts are throttled per level). */
  nextAttemptAt: string | null
}

import db from '@adonisjs/lucid/services/db'
import type { QuizLevel } from '../content/quizzes.js'
import { percentage } from '../domain/score-quiz.js'

export type QuizResultDto = {
  id: string
  quizLevel: QuizLevel
  score: number
  totalQuestions: number
  percentage: number
  answers: number[]
  completedAt: string
}

export function toQuizResultDto(row: Record<string, any>): QuizResultDto {
  const score = Number(row.score)
  const totalQuestions = Number(row.total_questions)
  return {
    id: row.id,
    quizLevel: row.quiz_level,
    score,
    totalQuestions,
    percentage: percentage(score, totalQuestions),
    answers: typeof row.answers === 'string' ? JSON.parse(row.answers) : row.answers,
    completedAt: new Date(row.completed_at).toISOString(),
  }
}

/** The signed-in provider's own results, newest first (the level cards take the first per level). */
export async function listQuizResults(userId: string): Promise<QuizResultDto[]> {
  const rows = await db
    .from('quiz_results')
    .where('user_id', userId)
    .orderBy([
      { column: 'completed_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
  return rows.map(toQuizResultDto)
}

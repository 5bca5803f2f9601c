import { z } from 'zod'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { decodeCursor, toPage, type Page, type PageRequest } from '#modules/kernel/index'
import { quizLevels, type QuizLevel } from '../content/quizzes.js'
import type { QuizLevelStatus, QuizResultDto } from '../contracts/quiz-result-dto.js'
import { nextAttemptAt } from '../domain/quiz-attempts.js'
import { percentage } from '../domain/score-quiz.js'

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

const LIST = 'quiz-results'
/** The cursor keeps PostgreSQL's microseconds: a millisecond ISO string could skip or repeat rows. */
const cursorKey = z.tuple([z.string().max(40), z.uuid()])
const MICROS = `to_char(completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`

/** One page of the signed-in provider's own results, newest first (keyset on completed_at, id). */
export async function listQuizResults(userId: string, { limit, cursor }: PageRequest): Promise<Page<QuizResultDto>> {
  const query = db
    .from('quiz_results')
    .where('user_id', userId)
    .select('*', db.raw(`${MICROS} AS cursor_at`))
    .orderBy([
      { column: 'completed_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(limit + 1)
  if (cursor) {
    const [at, id] = decodeCursor(LIST, cursor, cursorKey)
    query.whereRaw('(completed_at, id) < (?::timestamptz, ?::uuid)', [at, id])
  }
  const rows = await query
  return toPage(rows, limit, LIST, (row) => [row.cursor_at, row.id], toQuizResultDto)
}

/** Start times of one level's attempts in the hour before `now` (the attempt throttle's input). */
export async function recentAttemptTimes(client: QueryClientContract, userId: string, level: QuizLevel, now: Date) {
  const rows = await client
    .from('quiz_results')
    .where({ user_id: userId, quiz_level: level })
    .where('completed_at', '>', new Date(now.getTime() - 60 * 60 * 1000))
    .select('completed_at')
  return rows.map((row) => new Date(row.completed_at))
}

/** Per level: the latest result and when the next attempt may start (the level cards). */
export async function quizLevelStatuses(userId: string): Promise<QuizLevelStatus[]> {
  const now = new Date()
  return Promise.all(
    quizLevels.map(async (quizLevel) => {
      const latest = await db
        .from('quiz_results')
        .where({ user_id: userId, quiz_level: quizLevel })
        .orderBy([
          { column: 'completed_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .first()
      const next = nextAttemptAt(await recentAttemptTimes(db.connection(), userId, quizLevel, now), now)
      return { quizLevel, latest: latest ? toQuizResultDto(latest) : null, nextAttemptAt: next?.toISOString() ?? null }
    })
  )
}

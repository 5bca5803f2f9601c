import { getQuiz, quizLevels } from '../../modules/learning/content/quizzes.js'
import { scoreQuiz } from '../../modules/learning/domain/score-quiz.js'
import { PLAN, STAGE } from './plan.js'

/** A handful of answer sheets per quiz level, scored by the app's own rule. */
function answerSheets() {
  const sheets: { level: string; answers: number[]; score: number; total: number }[] = []
  for (const level of quizLevels) {
    const quiz = getQuiz(level)
    for (let variant = 0; variant < 8; variant++) {
      const answers = quiz.questions.map((q, i) =>
        (i * 7 + variant * 3) % 5 === 0 ? (q.correctAnswer + 1) % q.options.length : q.correctAnswer
      )
      const scored = scoreQuiz(quiz, answers)
      sheets.push({ level, answers, score: scored.score, total: scored.totalQuestions })
    }
  }
  return sheets
}

/**
 * Filler up to PLAN.totalEvents: providers taking the learning quizzes (quiz_results rows and
 * QuizCompleted, as `recordQuizResult` writes them), spread over the two years.
 */
export function quizFillerSql(count: number) {
  if (count <= 0) return ''
  const sheets = answerSheets()
    .map((s, i) => `(${i}, '${s.level}', '${JSON.stringify(s.answers)}'::jsonb, ${s.score}, ${s.total})`)
    .join(',\n  ')
  return `
CREATE UNLOGGED TABLE ${STAGE}.sheets (i int, level text, answers jsonb, score int, total int);
INSERT INTO ${STAGE}.sheets VALUES
  ${sheets};
CREATE UNLOGGED TABLE ${STAGE}.quizzes AS
SELECT gen_random_uuid() AS id, pr.user_id, sh.level, sh.answers, sh.score, sh.total,
  now() - interval '${PLAN.pastDays} days' + (g * interval '1 second' * (${PLAN.pastDays} * 86400 / ${count})) AS completed_at
FROM generate_series(0, ${count - 1}) g
JOIN ${STAGE}.providers pr ON pr.n = g % ${PLAN.providers}
JOIN ${STAGE}.sheets sh ON sh.i = (g / ${PLAN.providers}) % (SELECT count(*) FROM ${STAGE}.sheets);

INSERT INTO quiz_results (id, user_id, quiz_level, score, total_questions, answers, completed_at)
SELECT id, user_id, level, score, total, answers, completed_at FROM ${STAGE}.quizzes;

INSERT INTO ${STAGE}.events (occurred_at, type, aggregate_type, aggregate_id, actor_id, payload)
SELECT completed_at, 'QuizCompleted', 'quiz_result', id::text, user_id, jsonb_build_object('resultId', id, 'userId', user_id,
  'quizLevel', level, 'score', score, 'totalQuestions', total, 'completedAt', ${STAGE}.iso(completed_at))
FROM ${STAGE}.quizzes;
`
}

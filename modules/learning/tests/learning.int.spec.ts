import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootApp, resetDatabase } from '../../../server/tests/helpers/app.mjs'
import { Client, patientPayload, providerPayload } from '../../../server/tests/helpers/http-client.js'
import { getQuiz, quizLevels } from '../content/quizzes.js'

let server: Awaited<ReturnType<typeof bootApp>>
let provider: Client
let providerId: string

const CONTENT_PATHS = ['/api/learning/materials', '/api/learning/videos', '/api/learning/questionnaires', '/api/learning/quizzes']
const basicKey = getQuiz('BASIC').questions.map((q) => q.correctAnswer)
/** Seven right, three wrong: a score a client could not guess from its own arithmetic. */
const sevenRight = basicKey.map((answer, index) => (index < 7 ? answer : (answer + 1) % 4))

async function register(payload: Record<string, unknown>) {
  const client = new Client(server.url)
  const res = await client.post('/api/register', payload)
  expect(res.status).toBe(201)
  return { client, user: res.body as { id: string } }
}

async function counts() {
  const results = await server.db.rawQuery('SELECT count(*)::int AS n FROM quiz_results')
  const events = await server.db.rawQuery(`SELECT count(*)::int AS n FROM event_log WHERE type = 'QuizCompleted'`)
  return { results: results.rows[0].n as number, events: events.rows[0].n as number }
}

beforeAll(async () => {
  server = await bootApp()
  await resetDatabase(server.db)
  const created = await register(providerPayload())
  provider = created.client
  providerId = created.user.id
})
afterAll(async () => server?.stop())

describe('learning content (GET /api/learning/*)', () => {
  it('serves 3 materials with title, author, description and an https link', async () => {
    const res = await provider.get('/api/learning/materials')
    expect(res.status).toBe(200)
    expect(res.body).toHaveLength(3)
    for (const material of res.body) {
      expect(material).toEqual({
        id: expect.any(String),
        title: expect.any(String),
        author: expect.any(String),
        description: expect.any(String),
        link: expect.stringMatching(/^https:\/\//),
      })
    }
  })

  it('serves 6 videos with thumbnails and privacy-enhanced embed URLs', async () => {
    const res = await provider.get('/api/learning/videos')
    expect(res.status).toBe(200)
    expect(res.body).toHaveLength(6)
    for (const video of res.body) {
      expect(video.thumbnailUrl).toMatch(/^https:\/\//)
      const expected =
        video.type === 'playlist'
          ? `https://www.youtube-nocookie.com/embed/videoseries?list=${video.youtubeId}`
          : `https://www.youtube-nocookie.com/embed/${video.youtubeId}`
      expect(video.embedUrl).toBe(expected)
    }
    expect(res.body.some((video: { type: string }) => video.type === 'playlist')).toBe(true)
  })

  it('serves the initial and evaluation questionnaires as embeddable forms', async () => {
    const res = await provider.get('/api/learning/questionnaires')
    expect(res.status).toBe(200)
    expect(res.body.map((q: { id: string }) => q.id)).toEqual(['initial', 'evaluation'])
    for (const questionnaire of res.body) {
      expect(new URL(questionnaire.formUrl).searchParams.get('embedded')).toBe('true')
      expect(typeof questionnaire.configured).toBe('boolean')
    }
  })

  it('serves the three quizzes without answer keys or explanations', async () => {
    const res = await provider.get('/api/learning/quizzes')
    expect(res.status).toBe(200)
    expect(res.body.map((quiz: { level: string }) => quiz.level)).toEqual([...quizLevels])
    expect(res.text).not.toContain('correctAnswer')
    expect(res.text).not.toContain('explanation')
    for (const quiz of res.body) {
      expect(quiz.questions).toHaveLength(10)
      for (const question of quiz.questions) {
        expect(Object.keys(question).sort()).toEqual(['id', 'options', 'question'])
        expect(question.options).toHaveLength(4)
      }
    }
  })
})

describe('POST /api/quiz-results', () => {
  it('scores on the server, ignores a client-sent score, saves the result and returns the review', async () => {
    const before = await counts()
    const res = await provider.post('/api/quiz-results', {
      quizLevel: 'BASIC',
      answers: sevenRight,
      score: 10,
      totalQuestions: 99,
    })
    expect(res.status).toBe(201)
    expect(res.headers.get('x-event-position')).toMatch(/^\d+$/)
    expect(res.body).toMatchObject({
      id: expect.any(String),
      quizLevel: 'BASIC',
      score: 7,
      totalQuestions: 10,
      percentage: 70,
      answers: sevenRight,
    })
    expect(new Date(res.body.completedAt).toISOString()).toBe(res.body.completedAt)

    const quiz = getQuiz('BASIC')
    expect(res.body.review).toHaveLength(10)
    res.body.review.forEach((item: Record<string, unknown>, index: number) => {
      const question = quiz.questions[index]!
      expect(item).toEqual({
        questionId: question.id,
        question: question.question,
        chosen: sevenRight[index],
        correct: question.correctAnswer,
        isCorrect: index < 7,
        explanation: question.explanation,
      })
    })

    const { rows } = await server.db.rawQuery(
      `SELECT user_id, quiz_level, score, total_questions, answers, jsonb_typeof(answers) AS kind FROM quiz_results WHERE id = ?`,
      [res.body.id]
    )
    expect(rows[0]).toEqual({
      user_id: providerId,
      quiz_level: 'BASIC',
      score: 7,
      total_questions: 10,
      answers: sevenRight,
      kind: 'array',
    })
    expect(await counts()).toEqual({ results: before.results + 1, events: before.events + 1 })
  })

  it('appends a valid QuizCompleted v1 in the same transaction', async () => {
    const key = getQuiz('ADVANCE').questions.map((q) => q.correctAnswer)
    const res = await provider.post('/api/quiz-results', { quizLevel: 'ADVANCE', answers: key })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ score: 10, totalQuestions: 10, percentage: 100 })

    const { rows } = await server.db.rawQuery(`SELECT * FROM event_log WHERE type = 'QuizCompleted' AND aggregate_id = ?`, [
      res.body.id,
    ])
    expect(rows).toHaveLength(1)
    const event = rows[0]
    expect(String(event.position)).toBe(res.headers.get('x-event-position'))
    expect(event).toMatchObject({ version: 1, module: 'learning', aggregate_type: 'quiz_result', actor_id: providerId })
    expect(event.payload).toEqual({
      resultId: res.body.id,
      userId: providerId,
      quizLevel: 'ADVANCE',
      score: 10,
      totalQuestions: 10,
      completedAt: res.body.completedAt,
    })
    const { validatePayload } = await server.import('#events/catalogue')
    expect(() => validatePayload(event.type, event.version, event.payload)).not.toThrow()
  })

  const valid = () => [...basicKey]
  const withAnswer = (index: number, value: unknown) => {
    const answers: unknown[] = valid()
    answers[index] = value
    return answers
  }

  it.each([
    ['an unknown level', { quizLevel: 'EXPERT', answers: valid() }, 'quizLevel'],
    ['a missing level', { answers: valid() }, 'quizLevel'],
    ['9 answers', { quizLevel: 'BASIC', answers: valid().slice(0, 9) }, 'answers'],
    ['11 answers', { quizLevel: 'BASIC', answers: [...valid(), 0] }, 'answers'],
    ['no answers', { quizLevel: 'BASIC' }, 'answers'],
    ['answers that are not a list', { quizLevel: 'BASIC', answers: 'semua benar' }, 'answers'],
    ['index 4', { quizLevel: 'BASIC', answers: withAnswer(2, 4) }, 'answers.2'],
    ['index -1', { quizLevel: 'BASIC', answers: withAnswer(0, -1) }, 'answers.0'],
    ['a fraction (1.5)', { quizLevel: 'BASIC', answers: withAnswer(5, 1.5) }, 'answers.5'],
    ['a string', { quizLevel: 'BASIC', answers: withAnswer(9, '2') }, 'answers.9'],
    ['null', { quizLevel: 'BASIC', answers: withAnswer(4, null) }, 'answers.4'],
  ])('422 naming the field for %s, and nothing is saved', async (_label, body, field) => {
    const before = await counts()
    const res = await provider.post('/api/quiz-results', body)
    expect(res.status).toBe(422)
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field)
    expect(res.body.message).toContain(field)
    expect(await counts()).toEqual(before)
  })
})

describe('GET /api/quiz-results', () => {
  it("returns only the caller's own results, newest first", async () => {
    const other = (await register(providerPayload({ displayName: 'Ns. Lain' }))).client
    const first = await other.post('/api/quiz-results', { quizLevel: 'INTERMEDIATE', answers: Array(10).fill(0) })
    const second = await other.post('/api/quiz-results', { quizLevel: 'BASIC', answers: basicKey })
    expect([first.status, second.status]).toEqual([201, 201])

    const mine = await other.get('/api/quiz-results')
    expect(mine.status).toBe(200)
    expect(mine.body.map((r: { id: string }) => r.id)).toEqual([second.body.id, first.body.id])
    expect(mine.body[0]).toEqual({
      id: second.body.id,
      quizLevel: 'BASIC',
      score: 10,
      totalQuestions: 10,
      percentage: 100,
      answers: basicKey,
      completedAt: second.body.completedAt,
    })
    expect(mine.body[0]).not.toHaveProperty('review')

    const theirs = await provider.get('/api/quiz-results')
    expect(theirs.status).toBe(200)
    const theirIds = theirs.body.map((r: { id: string }) => r.id)
    expect(theirIds).not.toContain(first.body.id)
    expect(theirIds).not.toContain(second.body.id)
    const { rows } = await server.db.rawQuery(`SELECT id FROM quiz_results WHERE user_id = ? ORDER BY completed_at DESC`, [providerId])
    expect(theirIds).toEqual(rows.map((r: { id: string }) => r.id))
  })

  it('is an empty list for a provider who has taken no quiz', async () => {
    const fresh = (await register(providerPayload())).client
    const res = await fresh.get('/api/quiz-results')
    expect(res.status).toBe(200)
    expect(res.body).toEqual([])
  })
})

describe('roles', () => {
  const endpoints = [
    ...CONTENT_PATHS.map((path) => ['GET', path] as const),
    ['GET', '/api/quiz-results'] as const,
    ['GET', '/api/quiz-results/levels'] as const,
    ['POST', '/api/quiz-results'] as const,
  ]
  const body = (method: string) => (method === 'POST' ? { quizLevel: 'BASIC', answers: basicKey } : undefined)

  it('401 without a session on every learning endpoint', async () => {
    const anonymous = new Client(server.url)
    for (const [method, path] of endpoints) {
      const res = await anonymous.request(method, path, body(method))
      expect(res.status, `${method} ${path}`).toBe(401)
    }
  })

  it('403 for a patient and an admin on every learning endpoint, and nothing is saved', async () => {
    const patient = (await register(patientPayload())).client
    const admin = (await register(patientPayload({ role: 'ADMIN', fullName: 'Admin Belajar' }))).client
    const before = await counts()
    for (const client of [patient, admin]) {
      for (const [method, path] of endpoints) {
        const res = await client.request(method, path, body(method))
        expect(res.status, `${method} ${path}`).toBe(403)
        expect(res.body.message).toMatch(/Akses ditolak/)
      }
    }
    expect(await counts()).toEqual(before)
  })
})

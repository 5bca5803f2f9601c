import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootApp, resetDatabase } from '../../../server/tests/helpers/app.mjs'
import { Client, providerPayload } from '../../../server/tests/helpers/http-client.js'
import { getQuiz } from '../content/quizzes.js'

let server: Awaited<ReturnType<typeof bootApp>>

const basicKey = getQuiz('BASIC').questions.map((q) => q.correctAnswer)
const allWrong = basicKey.map((answer) => (answer + 1) % 4)

async function newProvider() {
  const client = new Client(server.url)
  const res = await client.post('/api/register', providerPayload())
  expect(res.status).toBe(201)
  return { client, id: res.body.id as string }
}

async function storedResults(userId: string) {
  const { rows } = await server.db.rawQuery('SELECT count(*)::int AS n FROM quiz_results WHERE user_id = ?', [userId])
  return rows[0].n as number
}

beforeAll(async () => {
  server = await bootApp()
  await resetDatabase(server.db)
})
afterAll(async () => server?.stop())

describe('row 11: the answer key cannot be harvested by resubmitting', () => {
  it('a second attempt at the same level within the cool-down is a 429 with Retry-After, stores nothing, reveals nothing', async () => {
    const { client, id } = await newProvider()
    const first = await client.post('/api/quiz-results', { quizLevel: 'BASIC', answers: allWrong })
    expect(first.status).toBe(201)
    expect(first.body.score).toBe(0)
    expect(first.body.review).toHaveLength(10) // the attempt is stored: its review may show the key

    const again = await client.post('/api/quiz-results', { quizLevel: 'BASIC', answers: basicKey })
    expect(again.status).toBe(429)
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(500)
    expect(again.body.message).toMatch(/Terlalu banyak percobaan kuis/)
    expect(again.text).not.toContain('correct')
    expect(await storedResults(id)).toBe(1)

    // another level is not held back
    expect((await client.post('/api/quiz-results', { quizLevel: 'ADVANCE', answers: allWrong })).status).toBe(201)

    const levels = await client.get('/api/quiz-results/levels')
    expect(levels.status).toBe(200)
    const basic = levels.body.find((l: { quizLevel: string }) => l.quizLevel === 'BASIC')
    expect(basic.latest.id).toBe(first.body.id)
    expect(Date.parse(basic.nextAttemptAt)).toBeGreaterThan(Date.now() + 500_000)
    expect(levels.body.find((l: { quizLevel: string }) => l.quizLevel === 'INTERMEDIATE')).toEqual({
      quizLevel: 'INTERMEDIATE',
      latest: null,
      nextAttemptAt: null,
    })

    // after the cool-down the next attempt is accepted
    await server.db.rawQuery(`UPDATE quiz_results SET completed_at = now() - interval '11 minutes' WHERE user_id = ?`, [id])
    expect((await client.post('/api/quiz-results', { quizLevel: 'BASIC', answers: basicKey })).status).toBe(201)
  })

  it('concurrent attempts at one level: exactly one is stored', async () => {
    const { client, id } = await newProvider()
    const statuses = await Promise.all(
      Array.from({ length: 4 }, () => client.post('/api/quiz-results', { quizLevel: 'INTERMEDIATE', answers: Array(10).fill(0) }))
    ).then((all) => all.map((r) => r.status).sort())
    expect(statuses).toEqual([201, 429, 429, 429])
    expect(await storedResults(id)).toBe(1)
  })
})

describe('GET /api/quiz-results is paged (kernel keyset paging)', () => {
  it('20 per page by default, Link rel=next until the last page, every result once, newest first', async () => {
    const { client, id } = await newProvider()
    // a long history (45 attempts over 45 days), written directly: the throttle is not under test here
    await server.db.rawQuery(
      `INSERT INTO quiz_results (user_id, quiz_level, score, total_questions, answers, completed_at)
       SELECT ?, 'BASIC', n % 11, 10, '[0,0,0,0,0,0,0,0,0,0]'::jsonb, now() - make_interval(days => n)
       FROM generate_series(1, 45) AS n`,
      [id]
    )
    const seen: string[] = []
    let next: string | null = '/api/quiz-results'
    const sizes: number[] = []
    while (next) {
      const res = await client.get(next)
      expect(res.status).toBe(200)
      sizes.push(res.body.length)
      seen.push(...res.body.map((r: { id: string }) => r.id))
      next = /<([^>]+)>; rel="next"/.exec(res.headers.get('link') ?? '')?.[1] ?? null
    }
    expect(sizes).toEqual([20, 20, 5])
    const { rows } = await server.db.rawQuery('SELECT id FROM quiz_results WHERE user_id = ? ORDER BY completed_at DESC, id DESC', [
      id,
    ])
    expect(seen).toEqual(rows.map((r: { id: string }) => r.id))

    expect((await client.get('/api/quiz-results?limit=1000')).body).toHaveLength(45) // capped at 100
    expect((await client.get('/api/quiz-results?cursor=bukan-kursor')).status).toBe(400)
  })
})

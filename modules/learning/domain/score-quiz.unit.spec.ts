import { describe, expect, it } from 'vitest'
import { getQuiz, quizLevels } from '../content/quizzes.js'
import { InvalidQuizAnswers, percentage, scoreQuiz, submitQuizResultSchema } from './score-quiz.js'

const quiz = getQuiz('BASIC')
const key = quiz.questions.map((q) => q.correctAnswer)
const allWrong = key.map((answer) => (answer + 1) % 4)

function captureError(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error('expected the call to throw')
}

describe('scoreQuiz', () => {
  it.each(quizLevels)('gives full marks when every %s answer is correct', (level) => {
    const levelQuiz = getQuiz(level)
    const result = scoreQuiz(
      levelQuiz,
      levelQuiz.questions.map((q) => q.correctAnswer)
    )
    expect(result.score).toBe(10)
    expect(result.totalQuestions).toBe(10)
    expect(result.review.every((item) => item.isCorrect)).toBe(true)
  })

  it('gives zero when every answer is wrong, and shows the right answer in the review', () => {
    const result = scoreQuiz(quiz, allWrong)
    expect(result.score).toBe(0)
    expect(result.totalQuestions).toBe(10)
    result.review.forEach((item, index) => {
      expect(item.isCorrect).toBe(false)
      expect(item.chosen).toBe(allWrong[index])
      expect(item.correct).toBe(key[index])
    })
  })

  it('counts a mixed answer sheet and reviews each question in order', () => {
    const answers = key.map((answer, index) => (index < 7 ? answer : (answer + 2) % 4))
    const result = scoreQuiz(quiz, answers)

    expect(result.score).toBe(7)
    expect(result.review.map((item) => item.isCorrect)).toEqual([...Array(7).fill(true), false, false, false])
    const first = quiz.questions[0]!
    expect(result.review[0]).toEqual({
      questionId: first.id,
      question: first.question,
      chosen: first.correctAnswer,
      correct: first.correctAnswer,
      isCorrect: true,
      explanation: first.explanation,
    })
  })

  it.each([
    ['too few', key.slice(0, 9), 'Jumlah jawaban (9) tidak sama dengan jumlah soal (10).'],
    ['too many', [...key, 0], 'Jumlah jawaban (11) tidak sama dengan jumlah soal (10).'],
    ['none', [], 'Jumlah jawaban (0) tidak sama dengan jumlah soal (10).'],
  ])('rejects %s answers', (_label, answers, message) => {
    const error = captureError(() => scoreQuiz(quiz, answers))
    expect(error).toBeInstanceOf(InvalidQuizAnswers)
    expect(error).toMatchObject({ name: 'InvalidQuizAnswers', reason: 'WRONG_LENGTH', message })
  })

  it.each([4, -1, 99])('rejects the out-of-range index %d and names the question', (bad) => {
    const answers = [...key]
    answers[3] = bad
    const error = captureError(() => scoreQuiz(quiz, answers))
    expect(error).toBeInstanceOf(InvalidQuizAnswers)
    expect(error).toMatchObject({
      reason: 'OUT_OF_RANGE',
      index: 3,
      message: `Jawaban soal nomor 4 harus di antara 0 dan 3 (diterima: ${bad}).`,
    })
  })

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, '2', null])('rejects the non-integer answer %s', (bad) => {
    const answers: unknown[] = [...key]
    answers[9] = bad
    const error = captureError(() => scoreQuiz(quiz, answers as number[]))
    expect(error).toBeInstanceOf(InvalidQuizAnswers)
    expect(error).toMatchObject({ reason: 'NOT_INTEGER', index: 9 })
    expect((error as Error).message).toMatch(/^Jawaban soal nomor 10 harus berupa bilangan bulat/)
  })
})

describe('percentage', () => {
  it.each([
    [7, 10, 70],
    [10, 10, 100],
    [0, 10, 0],
    [1, 3, 33],
    [2, 3, 67],
    [5, 0, 0],
  ])('%d of %d is %d percent', (score, total, expected) => {
    expect(percentage(score, total)).toBe(expected)
  })
})

describe('submitQuizResultSchema', () => {
  const valid = { quizLevel: 'INTERMEDIATE', answers: [0, 1, 2, 3, 0, 1, 2, 3, 0, 1] }

  it('accepts a level and ten answers', () => {
    expect(submitQuizResultSchema.parse(valid)).toEqual(valid)
  })

  it('tolerates but drops the client-computed score and totalQuestions', () => {
    const parsed = submitQuizResultSchema.parse({ ...valid, score: 10, totalQuestions: 10 })
    expect(parsed).toEqual(valid)
    expect(parsed).not.toHaveProperty('score')
    expect(parsed).not.toHaveProperty('totalQuestions')
  })

  function messagesFor(input: unknown): string[] {
    const result = submitQuizResultSchema.safeParse(input)
    expect(result.success).toBe(false)
    return result.success ? [] : result.error.issues.map((issue) => issue.message)
  }

  it('rejects an unknown level with an Indonesian message', () => {
    expect(messagesFor({ ...valid, quizLevel: 'EXPERT' })).toEqual(['Level kuis harus salah satu dari BASIC, INTERMEDIATE, ADVANCE.'])
  })

  it('rejects a wrong number of answers', () => {
    expect(messagesFor({ ...valid, answers: [0, 1, 2] })).toEqual(['Jawaban harus berisi tepat 10 pilihan.'])
  })

  it('rejects out-of-range, non-integer and non-numeric answers', () => {
    expect(messagesFor({ ...valid, answers: [4, 1, 2, 3, 0, 1, 2, 3, 0, 1] })).toEqual(['Setiap jawaban harus di antara 0 dan 3.'])
    expect(messagesFor({ ...valid, answers: [0.5, 1, 2, 3, 0, 1, 2, 3, 0, 1] })).toEqual([
      'Setiap jawaban harus berupa bilangan bulat.',
    ])
    expect(messagesFor({ ...valid, answers: ['a', 1, 2, 3, 0, 1, 2, 3, 0, 1] })).toEqual(['Setiap jawaban harus berupa angka.'])
    expect(messagesFor({ ...valid, answers: 'semua benar' })[0]).toBe('Jawaban harus berupa daftar pilihan.')
  })
})

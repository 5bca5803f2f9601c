import { z } from 'zod'
import type { QuizReviewItem } from '../contracts/quiz-result-dto.js'
import { MAX_OPTION_INDEX, QUESTIONS_PER_QUIZ, quizLevels, type Quiz } from '../content/quizzes.js'

/**
 * Quiz scoring (docs/product.md#quiz). The server scores from the stored answer
 * key; a score or total sent by the client is never trusted.
 */

export type InvalidQuizAnswersReason = 'WRONG_LENGTH' | 'NOT_INTEGER' | 'OUT_OF_RANGE'

export class InvalidQuizAnswers extends Error {
  override readonly name = 'InvalidQuizAnswers'

  constructor(
    readonly reason: InvalidQuizAnswersReason,
    message: string,
    /** 0-based position of the offending answer, when one answer is at fault. */
    readonly index?: number,
    /** The numbers in the message, for its translations (learning's messages.ts). */
    readonly params: Record<string, string | number> = {}
  ) {
    super(message)
  }
}

export type QuizScore = {
  score: number
  totalQuestions: number
  review: QuizReviewItem[]
}

function assertValidAnswers(quiz: Quiz, answers: readonly unknown[]): asserts answers is readonly number[] {
  const total = quiz.questions.length
  if (answers.length !== total) {
    throw new InvalidQuizAnswers(
      'WRONG_LENGTH',
      `Jumlah jawaban (${answers.length}) tidak sama dengan jumlah soal (${total}).`,
      undefined,
      { count: answers.length, total }
    )
  }
  answers.forEach((answer, index) => {
    const number = index + 1
    if (typeof answer !== 'number' || !Number.isInteger(answer)) {
      throw new InvalidQuizAnswers(
        'NOT_INTEGER',
        `Jawaban soal nomor ${number} harus berupa bilangan bulat (diterima: ${String(answer)}).`,
        index,
        { number, received: String(answer) }
      )
    }
    const lastOption = (quiz.questions[index]?.options.length ?? 0) - 1
    if (answer < 0 || answer > lastOption) {
      throw new InvalidQuizAnswers(
        'OUT_OF_RANGE',
        `Jawaban soal nomor ${number} harus di antara 0 dan ${lastOption} (diterima: ${answer}).`,
        index,
        { number, last: lastOption, received: String(answer) }
      )
    }
  })
}

export function scoreQuiz(quiz: Quiz, answers: readonly number[]): QuizScore {
  assertValidAnswers(quiz, answers)
  const review = quiz.questions.map((question, index): QuizReviewItem => {
    const chosen = answers[index] as number
    return {
      questionId: question.id,
      question: question.question,
      chosen,
      correct: question.correctAnswer,
      isCorrect: chosen === question.correctAnswer,
      explanation: question.explanation,
    }
  })
  return {
    score: review.filter((item) => item.isCorrect).length,
    totalQuestions: quiz.questions.length,
    review,
  }
}

/** Rounded percentage shown beside 'X/total'; 0 when there is nothing to score. */
export function percentage(score: number, total: number): number {
  if (!Number.isFinite(score) || !Number.isFinite(total) || total <= 0) return 0
  return Math.round((score / total) * 100)
}

/**
 * Body of POST /api/quiz-results. The spec's client also sends score and
 * totalQuestions; they are accepted and dropped (zod objects strip unknown keys)
 * because the server computes both with scoreQuiz.
 */
export const submitQuizResultSchema = z.object({
  quizLevel: z.enum(quizLevels, {
    error: `Level kuis harus salah satu dari ${quizLevels.join(', ')}.`,
  }),
  answers: z
    .array(
      z
        .number({ error: 'Setiap jawaban harus berupa angka.' })
        .int({ error: 'Setiap jawaban harus berupa bilangan bulat.' })
        .min(0, { error: `Setiap jawaban harus di antara 0 dan ${MAX_OPTION_INDEX}.` })
        .max(MAX_OPTION_INDEX, { error: `Setiap jawaban harus di antara 0 dan ${MAX_OPTION_INDEX}.` }),
      { error: 'Jawaban harus berupa daftar pilihan.' }
    )
    .length(QUESTIONS_PER_QUIZ, { error: `Jawaban harus berisi tepat ${QUESTIONS_PER_QUIZ} pilihan.` }),
})
export type SubmitQuizResult = z.infer<typeof submitQuizResultSchema>

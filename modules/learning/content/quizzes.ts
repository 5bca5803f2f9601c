import { advanceQuiz } from './quiz-bank-advance.js'
import { basicQuiz } from './quiz-bank-basic.js'
import { intermediateQuiz } from './quiz-bank-intermediate.js'
import { quizLevels, quizSchema, type PublicQuiz, type Quiz, type QuizLevel } from './schemas.js'

export {
  MAX_OPTION_INDEX,
  OPTIONS_PER_QUESTION,
  QUESTIONS_PER_QUIZ,
  publicQuizQuestionSchema,
  publicQuizSchema,
  quizLevelSchema,
  quizLevels,
  quizQuestionSchema,
  quizSchema,
} from './schemas.js'
export type { PublicQuiz, PublicQuizQuestion, Quiz, QuizLevel, QuizQuestion } from './schemas.js'

const byLevel: Record<QuizLevel, Quiz> = {
  BASIC: quizSchema.parse(basicQuiz),
  INTERMEDIATE: quizSchema.parse(intermediateQuiz),
  ADVANCE: quizSchema.parse(advanceQuiz),
}

/** The three quizzes (docs/product.md#quiz), in level order. */
export const quizzes: readonly Quiz[] = quizLevels.map((level) => byLevel[level])

export function getQuiz(level: QuizLevel): Quiz {
  return byLevel[level]
}

/** The quiz as sent to a client before submission: answers and explanations never leave the server. */
export function publicQuiz(quiz: Quiz): PublicQuiz {
  return {
    level: quiz.level,
    title: quiz.title,
    description: quiz.description,
    questions: quiz.questions.map(({ id, question, options }) => ({ id, question, options: [...options] })),
  }
}

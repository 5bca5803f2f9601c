import { advanceQuiz } from './quiz-bank-advance.js'
import { basicQuiz } from './quiz-bank-basic.js'
import { intermediateQuiz } from './quiz-bank-intermediate.js'
import { quizSchema, type PublicQuiz, type Quiz } from '../contracts/learning-content.js'
import { quizLevels, type QuizLevel } from '../contracts/quiz-level.js'

export { MAX_OPTION_INDEX, OPTIONS_PER_QUESTION, QUESTIONS_PER_QUIZ, quizLevels } from '../contracts/quiz-level.js'
export type { QuizLevel } from '../contracts/quiz-level.js'
export {
  publicQuizQuestionSchema,
  publicQuizSchema,
  quizLevelSchema,
  quizQuestionSchema,
  quizSchema,
} from '../contracts/learning-content.js'
export type { PublicQuiz, PublicQuizQuestion, Quiz, QuizQuestion } from '../contracts/learning-content.js'

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

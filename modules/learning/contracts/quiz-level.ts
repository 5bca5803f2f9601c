export const quizLevels = ['BASIC', 'INTERMEDIATE', 'ADVANCE'] as const
export type QuizLevel = (typeof quizLevels)[number]

/** Every quiz has this many questions of this many options; answers are option indexes. */
export const QUESTIONS_PER_QUIZ = 10
export const OPTIONS_PER_QUESTION = 4
export const MAX_OPTION_INDEX = OPTIONS_PER_QUESTION - 1
